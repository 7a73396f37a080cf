import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import type { NextRequest } from 'next/server';
import { call } from '../support/api';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let nextHost = 1;

/**
 * POSTs JSON to a route handler from an address of its own, so the rate limit never interferes. The
 * address goes in the header a real server stamps from the socket (lib/rate-limit/stamp.ts).
 */
export function post(handler: Handler, url: string, body: unknown, headers: Record<string, string> = {}) {
  nextHost += 1;
  const ip = `10.${(nextHost >> 16) & 255}.${(nextHost >> 8) & 255}.${nextHost & 255}`;
  return call(handler, { url, method: 'POST', body, headers: { 'x-client-address': ip, ...headers } });
}

export async function rowCount(table: PgTable): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
