import { sql } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { seedAll } from '@/lib/db/seed/seed-all';

// Every test file and every fresh install pays for the seed, so it must stay quick.
test('the whole seed runs in under five seconds on an in-memory PGlite', async () => {
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    await migrateDb(handle);
    const started = performance.now();
    await seedAll(handle.db);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(5000);
  } finally {
    await handle.close();
  }
});

test('a seed that fails part-way leaves no rows behind', async () => {
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    await migrateDb(handle);
    // A row that collides with a later insert (a city slug) makes the seed fail after regions and counties.
    await handle.db.execute(sql`insert into cities (slug, name, latitude, longitude) values ('montgomery', 'Montgomery', 32.37, -86.3)`);
    await expect(seedAll(handle.db)).rejects.toThrow();
    const result = await handle.db.execute(sql`select (select count(*)::int from regions) as regions, (select count(*)::int from counties) as counties`);
    expect((result as unknown as { rows: { regions: number; counties: number }[] }).rows[0]).toEqual({ regions: 0, counties: 0 });
  } finally {
    await handle.close();
  }
});
