// Fills a developer's own PGlite folder with the page fixtures:
//   PGLITE_DIR=.data/pages npx tsx tests/pages/support/seed-dev.ts [--fixtures-only]
// --fixtures-only marks the database as seeded first, so the shared seed is skipped.
import { closeDb, migrateDb, openDb, startDb } from '@/lib/db/client';
import { regions } from '@/lib/db/schema';
import { insertSite } from './fixtures';

async function markSeeded() {
  const handle = await openDb();
  await migrateDb(handle);
  await handle.db
    .insert(regions)
    .values({ slug: 'fixture-placeholder', name: 'Fixture Placeholder Region', latitude: 32.4, longitude: -86.3 });
  await handle.close();
}

async function main() {
  if (process.argv.includes('--fixtures-only')) await markSeeded();
  await startDb();
  const site = await insertSite();
  const keys = {
    place: site.places.park.slug,
    event: site.events.shrimpFest.slug,
    preview: site.events.changeRequest.slug,
    trip: site.trips.coastTripId,
    article: site.article.slug,
  };
  console.log(JSON.stringify(keys));
  await closeDb();
}

void main();
