import { openDb, prepareDb } from '@/lib/db/client';

// The same path as a server's first request: migrate and seed under the start lock, so this script
// may run while copies of the site start on the same database.
async function main() {
  const handle = await openDb();
  await prepareDb(handle);
  await handle.close();
  console.log(`Database seeded (${handle.driver}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
