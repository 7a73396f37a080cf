import { migrateDb, openDb } from '@/lib/db/client';

// Under the start lock that copies of the site take to migrate and seed, so running this while they
// start never races them on a half-built schema.
async function main() {
  const handle = await openDb();
  await handle.exclusive(() => migrateDb(handle));
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
