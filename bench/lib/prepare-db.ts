// Run with tsx before a bench starts its server: migrates and seeds the bench's own database,
// signs an ID token for a bench visitor with the database's own key, and prints what the bench
// needs as JSON. PGlite cannot be opened by two processes, so this runs (and closes) first; the
// server then verifies the token against the same key. Args: [--user <sub>] [--count-trips]
import { sql } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/db/seed';
import { signIdToken } from '@/lib/idp/keys';

async function main() {
  const args = process.argv.slice(2);
  const userArg = args.indexOf('--user');
  const sub = userArg >= 0 ? args[userArg + 1]! : `bench-${Date.now()}`;
  const handle = await openDb();
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db);
    const token = await signIdToken(handle.db, { sub, email: `${sub}@bench.example` }, 6 * 60 * 60);
    const location = await handle.db.execute(sql`select id from locations order by id limit 1`);
    const locationId = (location as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
    const tripCount = await handle.db.execute(sql`select count(*)::int as n from trips where owner = ${sub}`);
    const trips = (tripCount as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    process.stdout.write(JSON.stringify({ sub, token, locationId, trips, driver: handle.driver }) + '\n');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
