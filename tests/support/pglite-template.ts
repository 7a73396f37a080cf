import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_DB_KEY, openPrepared, prepareDb, type Db, type DbHandle, type TestDb } from '@/lib/db/client';
import { env } from '@/lib/env';

// Migrating and seeding a fresh in-memory PGlite takes about two seconds, paid by every test file
// and, under mutation testing, by every mutant. The result depends only on the migrations, the
// seed and what the seed reads, so it is made once, dumped to a file named after a hash of those
// inputs, and each file's database starts from that copy (PGlite's loadDataDir, about 0.3 s).
// A change to any input names a new file; the old one is never read again. A site in front of a
// Main API (MAIN_API_URL) seeds only its own content, so it has a copy of its own.

const root = process.cwd();
const INPUTS = [
  'lib/db',
  'lib/constants.ts',
  'public/geo/alabama-counties.json',
  'node_modules/@electric-sql/pglite/package.json',
];

function listFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((name) => listFiles(path.join(target, name)));
}

function inputsHash(remote: boolean): string {
  const hash = createHash('sha256').update(remote ? 'remote\0' : 'local\0');
  for (const file of INPUTS.flatMap((input) => listFiles(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('@/lib/db/schema');
  const client = new PGlite();
  // The same migrate-and-seed a served database runs, on a client whose data folder can be dumped.
  const db = drizzle(client, { schema }) as unknown as Db;
  await prepareDb({ db, driver: 'pglite', close: () => client.close(), exclusive: (task) => task() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

const pending = new Map<string, Promise<Blob>>();

/** The seeded copy for the environment's mode, made once per machine and read from its file after. */
function template(): Promise<Blob> {
  const file = path.join(tmpdir(), `alabama-pglite-${inputsHash(Boolean(env().MAIN_API_URL))}.tar`);
  let dump = pending.get(file);
  if (!dump) {
    dump = (async () => {
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      const made = await buildTemplate();
      // Written under another name and renamed, so a parallel worker never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
      return made;
    })();
    pending.set(file, dump);
  }
  return dump;
}

/** An in-memory PGlite that starts as the seeded copy. */
async function fromTemplate(): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('@/lib/db/schema');
  const client = new PGlite({ loadDataDir: await template() });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close(), exclusive: (task) => task() };
}

/**
 * A test's database, as the environment names it when the test first asks: an in-memory PGlite
 * starts from the seeded copy; any other (PostgreSQL in CI's second run, a folder) is opened,
 * migrated and seeded as the server's start does it.
 */
const testDb: TestDb = async () => {
  if (!env().DATABASE_URL && env().PGLITE_DIR.startsWith('memory://')) return fromTemplate();
  return openPrepared();
};

/** Makes getDb() in this test file answer with a migrated and seeded database (tests/support/server-setup.ts). */
export function installTestDb(): void {
  (globalThis as { [TEST_DB_KEY]?: TestDb })[TEST_DB_KEY] = testDb;
}
