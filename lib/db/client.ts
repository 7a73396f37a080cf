import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { env } from '@/lib/env';
import { describeError, log } from '@/lib/observability/log';
import { DatabaseUnreachableError, isDriverErrorUnreachable } from './errors';
import { noteIfDatabaseUnreachable } from './outage-scope';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export type DbHandle = {
  db: Db;
  close: () => Promise<void>;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its metrics (lib/observability/metrics.ts). */
  pool?: Pool;
  /** Runs `task` while this process holds the database-wide start lock (PostgreSQL only). */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
};

// Any fixed 64-bit number that no other code uses as an advisory lock key.
const START_LOCK_KEY = '27413359374721377';

// One connection per process. Next may load this module more than once (pages and route handlers
// sit in different bundles), so the handle lives on globalThis; PGlite must never open its data
// folder twice.
const globalKey = Symbol.for('alabama.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DbHandle> };

/** A test's database, opened and prepared by the test setup (tests/support/server-setup.ts). */
export type TestDb = () => Promise<DbHandle>;

// Set by the tests' shared setup alone: it gives each test file a database already migrated and
// seeded (from a seeded copy made once). Nothing outside the test setup sets it.
export const TEST_DB_KEY = Symbol.for('alabama.db.testDb');

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** Opens the database the environment names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openDb(options: { databaseUrl?: string; pgliteDir?: string } = {}): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: databaseUrl, max: env().PG_POOL_MAX });
    // An idle connection that the server drops (a restart) emits 'error' on the pool; unheard, it
    // would end the process. The pool replaces the connection and requests answer 503 meanwhile.
    pool.on('error', (error) => log.warn(describeError(error), '[db] idle connection lost'));
    notingOutages(pool);
    const db = drizzlePg(pool, { schema });
    // Copies started together on an empty database would race to migrate and seed it (one
    // answers 500 while the other's tables half exist). A session advisory lock, held on one
    // pooled connection, makes them take turns; the lock goes with the session if the process dies.
    const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${START_LOCK_KEY})`);
        try {
          return await task();
        } finally {
          await client.query(`select pg_advisory_unlock(${START_LOCK_KEY})`);
        }
      } finally {
        client.release();
      }
    };
    return { db, close: () => pool.end(), driver: 'postgres', pool, exclusive };
  }
  // `next build` renders pages in several worker processes at once; each gets its own in-memory
  // copy so that none of them opens the served data folder.
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  const dir = options.pgliteDir ?? (building ? 'memory://' : env().PGLITE_DIR);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const inMemory = dir.startsWith('memory://');
  // PGlite creates its own folder but not the folders above it (a fresh checkout has no .data/).
  if (!inMemory) mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(/*turbopackIgnore: true*/ dir));
  await client.waitReady;
  // The two drivers share one query builder; the PGlite one is typed as the pg one so callers
  // never need to know which is active.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process owns a PGlite folder, so there is nobody to take turns with.
  return { db, close: () => client.close(), driver: 'pglite', exclusive: (task) => task() };
}

/** Applies the SQL migrations in lib/db/migrations that have not run yet. */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // Same underlying session API; the cast mirrors the one in openDb.
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Migrates and seeds under the start lock, so that any number of copies may start at once. */
export async function prepareDb(handle: DbHandle): Promise<void> {
  await handle.exclusive(async () => {
    await migrateDb(handle);
    const { seedIfEmpty } = await import('./seed');
    await seedIfEmpty(handle.db);
  });
}

/**
 * Every query and checkout that finds the database away marks the request it serves, so that a
 * page which then fails answers 503, not 500 (lib/db/outage-scope.ts). The pool's own promise is
 * still what the caller gets.
 */
function notingOutages(pool: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const watched = (result: unknown) => {
    if (result instanceof Promise) result.catch(noteIfDatabaseUnreachable);
    return result;
  };
  Object.assign(pool, {
    query: (...args: unknown[]) => watched(query(...args)),
    connect: (...args: unknown[]) => watched(connect(...args)),
  });
}

/** Opens the database the environment names, then migrates and seeds it (prepareDb). */
export async function openPrepared(): Promise<DbHandle> {
  const handle = await openDb();
  try {
    await prepareDb(handle);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** Opens the database the environment names, and refuses it unless it is migrated and seeded. */
async function openReady(): Promise<DbHandle> {
  const handle = await openDb();
  try {
    const { DatabaseNotPreparedError, missingPreparation } = await import('./readiness');
    const missing = await missingPreparation(handle.db, MIGRATIONS_FOLDER);
    if (missing) throw new DatabaseNotPreparedError(describeTarget(), missing);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** Which database the environment names, for a message (no password). */
function describeTarget(): string {
  const url = env().DATABASE_URL;
  if (!url) return `PGlite in ${env().PGLITE_DIR}`;
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL ${hostname}${port ? `:${port}` : ''}${pathname}`;
}

/** Keeps the process's one handle; a failed opening is forgotten, so the next call tries again. */
function holdHandle(open: () => Promise<DbHandle>): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= open().catch((error: unknown) => {
    delete g[globalKey];
    // A database that cannot be reached: the same 503 as an outage later.
    if (!isDriverErrorUnreachable(error)) throw error;
    noteIfDatabaseUnreachable(error);
    throw new DatabaseUnreachableError(error);
  });
  return g[globalKey];
}

/**
 * Opens, migrates and seeds the process's database, under the start lock. The server does it as it
 * starts (instrumentation.ts), before it listens; the operator's commands do it too (scripts/).
 */
export async function startDb(): Promise<void> {
  await holdHandle(openPrepared);
}

/** How this process's database opens when nothing has started it. */
function opening(): () => Promise<DbHandle> {
  const testDb = (globalThis as { [TEST_DB_KEY]?: TestDb })[TEST_DB_KEY];
  if (testDb) return testDb;
  // `next build` has no server entry: each of its workers renders pages from an in-memory copy of
  // its own (openDb), which nothing else can reach, so that copy is prepared as it opens.
  if (process.env.NEXT_PHASE === 'phase-production-build') return openPrepared;
  return openReady;
}

/**
 * The process's database. Opened on first use, never migrated or seeded there: one that nobody
 * prepared fails with DatabaseNotPreparedError, which names the command that prepares it.
 */
export async function getDb(): Promise<Db> {
  return (await holdHandle(opening())).db;
}

/** The PostgreSQL pool behind the process's database, or undefined on PGlite. */
export async function dbPool(): Promise<Pool | undefined> {
  return (await holdHandle(opening())).pool;
}

/** Closes the process's database (tests and scripts). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[globalKey];
  delete g[globalKey];
  if (pending) await (await pending).close();
}
