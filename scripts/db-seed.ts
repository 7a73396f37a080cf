import { openDb, prepareDb } from '@/lib/db/client';

// What a server does as it starts (instrumentation.ts): migrate and seed under the start lock, so
// this script may run while copies of the site start on the same database. getDb() never does it.
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
