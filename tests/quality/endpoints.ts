import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';

export type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
export type Endpoint = { file: string; urlPath: string; params: { name: string; catchAll: boolean }[] };

const ROOT = process.cwd();
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

// next-auth's own endpoints carry its CSRF check and are next-auth's to test.
const EXCLUDED = [/app\/api\/auth\//];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

/** Every route handler under app/prod, app/api and app/idp, found on disk at test time. */
export function findEndpoints(): Endpoint[] {
  return ['app/prod', 'app/api', 'app/idp']
    .flatMap((dir) => walk(path.join(ROOT, dir)))
    .map((full) => path.relative(ROOT, full).split(path.sep).join('/'))
    .filter((file) => !EXCLUDED.some((pattern) => pattern.test(file)))
    .sort()
    .map((file) => {
      const segments = file
        .replace(/^app\//, '')
        .replace(/\/route\.ts$/, '')
        .split('/');
      const params = segments
        .map((s) => /^\[(\.\.\.)?(.+)\]$/.exec(s))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ name: m[2]!, catchAll: Boolean(m[1]) }));
      return { file, urlPath: '/' + segments.join('/'), params };
    });
}

/** The HTTP methods a route module exports. The import is inside, so one broken module fails its own test only. */
export async function handlersOf(file: string): Promise<Partial<Record<Method, Handler>>> {
  const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
  return Object.fromEntries(METHODS.filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m] as Handler]));
}

// Rate-limit counters count every request, accepted or not: that is their job.
const BOOKKEEPING = new Set(['rate_limits', '__drizzle_migrations']);

/** The number of rows in every application table, in one statement. */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const names = tables.rows.map((r) => r.table_name).filter((n) => !BOOKKEEPING.has(n));
  const select = names.map((n) => `(select count(*)::int from "${n}") as "${n}"`).join(', ');
  const result = (await db.execute(sql.raw(`select ${select}`))) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}
