import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TEST_DB_KEY, closeDb, getDb, migrateDb, openDb, type TestDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { rememberEnv } from '../support/env';

// Migrating and seeding is an explicit step (the server's start, `npm run db:seed`): a script or
// page that reaches a database nobody prepared is told so, and the database is left as it was.
const onPglite = !process.env.TEST_DATABASE_URL;
const restoreEnv = rememberEnv(['PGLITE_DIR', 'DATABASE_URL']);
const folder = mkdtempSync(path.join(tmpdir(), 'alabama-unprepared-'));
let testDb: TestDb | undefined;

beforeAll(async () => {
  await closeDb();
  // Without the test setup's seeded database, as a script or a server process sees it.
  const holder = globalThis as { [TEST_DB_KEY]?: TestDb };
  testDb = holder[TEST_DB_KEY];
  delete holder[TEST_DB_KEY];
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = path.join(folder, 'pglite');
  resetEnvCache();
});

afterAll(async () => {
  await closeDb();
  (globalThis as { [TEST_DB_KEY]?: TestDb })[TEST_DB_KEY] = testDb;
  restoreEnv();
  rmSync(folder, { recursive: true, force: true });
});

async function tableCount(): Promise<number> {
  const handle = await openDb();
  try {
    const result = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

const pgliteTest = onPglite ? test : test.skip;

pgliteTest(
  'getDb() on a database nobody prepared fails, naming the command, and creates no table',
  async () => {
    await expect(getDb()).rejects.toThrow(/PGlite in .*pglite.* none of its \d+ migrations has run.*npm run db:seed/);
    expect(await tableCount()).toBe(0);
  },
  180_000,
);

pgliteTest(
  'getDb() on a migrated database that was never seeded fails too, and seeds nothing',
  async () => {
    const handle = await openDb();
    await migrateDb(handle);
    await handle.close();
    await expect(getDb()).rejects.toThrow(/it has not been seeded.*npm run db:seed/);
    const again = await openDb();
    try {
      const regions = await again.db.execute<{ n: number }>(sql`select count(*)::int as n from regions`);
      expect(regions.rows[0]?.n).toBe(0);
    } finally {
      await again.close();
    }
  },
  180_000,
);
