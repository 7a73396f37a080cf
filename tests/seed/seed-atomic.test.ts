import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { seedAll } from '@/lib/db/seed/seed-all';

type Handle = Awaited<ReturnType<typeof openDb>>;

/** An empty, migrated database of the same kind the suite runs on: in-memory PGlite, or a new PostgreSQL database. */
async function freshDb(): Promise<{ handle: Handle; dispose: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const handle = await openDb({ pgliteDir: 'memory://', databaseUrl: '' });
    await migrateDb(handle);
    return { handle, dispose: () => handle.close() };
  }
  const { Client } = await import('pg');
  const name = `seed_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await migrateDb(handle);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

// How long the seed takes is measured by bench/seed.ts, not here.
test('a seed that fails part-way leaves no rows behind', async () => {
  const { handle, dispose } = await freshDb();
  try {
    // A city that collides with a later insert makes the seed fail after regions and counties are in.
    await handle.db.execute(
      sql`insert into cities (slug, name, latitude, longitude) values ('montgomery', 'Montgomery', 32.37, -86.3)`,
    );
    await expect(seedAll(handle.db)).rejects.toThrow();
    const result = await handle.db.execute(
      sql`select (select count(*)::int from regions) as regions, (select count(*)::int from counties) as counties`,
    );
    expect((result as unknown as { rows: { regions: number; counties: number }[] }).rows[0]).toEqual({
      regions: 0,
      counties: 0,
    });
  } finally {
    await dispose();
  }
});
