import { migrateDb, openDb } from '@/lib/db/client';

async function main() {
  const handle = await openDb();
  await migrateDb(handle);
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
