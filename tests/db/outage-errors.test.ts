import { createServer, type AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { NextRequest } from 'next/server';
import pg from 'pg';
import { toErrorResponse } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { readJsonBody } from '@/lib/api/body';
import { renderRecord } from '@/components/content/record-boundary';
import { cachedRead } from '@/lib/cache/cached-read';
import { describeDatabaseError, isDatabaseUnreachable } from '@/lib/db/errors';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/db/messages';
import { log } from '@/lib/observability/log';

// Next's data cache is the framework's; here it passes each read through.
jest.mock('next/cache', () => ({ unstable_cache: (load: unknown) => load }));

// While the database is away the APIs answer 503 with Retry-After and pages the unavailable page
// (docs/OPERATIONS.md, "When the database is away"); a visitor who hangs up is no outage.

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error a query gives on a PostgreSQL server that is not running. */
async function errorFromStoppedPostgres(): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/site` });
  try {
    await drizzlePg(pool).execute(sql`select ${'secret@example.com'} as visitor`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query succeeded');
}

/** The error Node gives a handler reading the body of a request whose visitor hung up. */
function visitorHungUp(): Error {
  return Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
}

let errorSpy: jest.SpyInstance;
let logSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logSpy = jest.spyOn(log, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a query to a PostgreSQL server that is not running is an outage: 503, Retry-After, one line without the query', async () => {
  const error = await errorFromStoppedPostgres();
  expect(isDatabaseUnreachable(error)).toBe(true);
  const response = toErrorResponse(error);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect((await response.json()).error.message).toMatch(/temporarily unavailable/);
  expect(logSpy).toHaveBeenCalledTimes(1);
  const logged = JSON.stringify(logSpy.mock.calls[0]);
  expect(logged).toMatch(/ECONNREFUSED/);
  expect(logged).toMatch(/\[api\] database unreachable/);
  expect(logged).not.toMatch(/select|secret@example\.com/);
  expect(describeDatabaseError(error).split('\n')).toHaveLength(1);
});

test('a query to a closed PGlite is an outage too', async () => {
  const client = new PGlite();
  await client.waitReady;
  await client.close();
  const error = await drizzlePglite(client)
    .execute(sql`select 1`)
    .catch((e: unknown) => e);
  expect(isDatabaseUnreachable(error)).toBe(true);
});

test('a visitor who hangs up mid-request is no outage: no 503 and no outage line', async () => {
  const error = visitorHungUp();
  expect(isDatabaseUnreachable(error)).toBe(false);
  expect(toErrorResponse(error).status).toBe(500);
  expect(JSON.stringify(logSpy.mock.calls)).not.toMatch(/database unreachable/);
});

test('a route whose visitor hung up while it read the body answers nothing worth logging', async () => {
  const controller = new AbortController();
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      stream.enqueue(new TextEncoder().encode('{"name":'));
      controller.abort();
      stream.error(visitorHungUp());
    },
  });
  const request = new NextRequest('http://localhost:3000/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body,
    signal: controller.signal,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
  const handler = route(async (req) => readJsonBody(req));
  const response = await handler(request, { params: Promise.resolve({}) });
  expect(response.status).not.toBe(503);
  expect(response.status).toBe(499);
  expect(errorSpy).not.toHaveBeenCalled();
  expect(logSpy).not.toHaveBeenCalled();
});

test('a page read that finds the database away fails with the digest the error page reads as "temporarily unavailable"', async () => {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/site` });
  const away = cachedRead('test.away', () => drizzlePg(pool).execute(sql`select 1`), { tags: [], revalidate: 60 });
  const closedDb = new PGlite();
  await closedDb.close();
  const closed = cachedRead('test.closed', () => drizzlePglite(closedDb).execute(sql`select 1`), {
    tags: [],
    revalidate: 60,
  });
  const db = new PGlite();
  const broken = cachedRead('test.broken', () => drizzlePglite(db).execute(sql`select * from no_such_table`), {
    tags: [],
    revalidate: 60,
  });
  try {
    await expect(away()).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    await expect(closed()).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    // A bug is no outage: its error goes on as the ORM gave it.
    const error = await broken().catch((e: unknown) => e);
    expect((error as { digest?: string }).digest).toBeUndefined();
    expect(isDatabaseUnreachable(error)).toBe(false);
  } finally {
    await pool.end();
    await db.close();
  }
});

test('a record or view page that finds the database away fails with the same digest', async () => {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/site` });
  try {
    const page = renderRecord(async () => {
      await drizzlePg(pool).execute(sql`select 1`);
      return null;
    });
    await expect(page).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
  } finally {
    await pool.end();
  }
});
