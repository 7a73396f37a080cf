import { migrateDb, openDb } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/db/seed';

async function main() {
  const handle = await openDb();
  await migrateDb(handle);
  await seedIfEmpty(handle.db);
  await handle.close();
  console.log(`Database seeded (${handle.driver}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
