// Run with tsx before bench/map.mjs starts its server: migrates and seeds the bench database and
// adds 600 synthetic places labelled "Bench synthetic" (bench data only, never in the seed), so
// the map's first view holds the full 500 the search returns.
import { sql } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/db/seed';

async function main() {
  const handle = await openDb();
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db);
    await handle.db.execute(sql`delete from locations where slug like 'bench-synthetic-%'`);
    const rows = Array.from({ length: 600 }, (_, i) => ({
      slug: `bench-synthetic-${i}`,
      name: `Bench synthetic place ${i}`,
      type: 'attraction',
      category: 'attraction',
      city: 'Bench',
      featured: true,
      latitude: 30.4 + ((i * 7919) % 4400) / 1000,
      longitude: -88 + ((i * 104729) % 2200) / 1000,
    }));
    await handle.db.insert(locations).values(rows);
    process.stdout.write(JSON.stringify({ synthetic: rows.length, driver: handle.driver }) + '\n');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
