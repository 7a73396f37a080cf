// Fills a developer's own PGlite folder with the page fixtures: PGLITE_DIR=.data/pages npx tsx tests/pages/support/seed-dev.ts
import { closeDb, getDb } from '@/lib/db/client';
import { insertSite } from './fixtures';

async function main() {
  await getDb();
  const site = await insertSite();
  console.log(
    JSON.stringify({
      place: site.places.park.slug,
      event: site.events.shrimpFest.slug,
      preview: site.events.changeRequest.slug,
      trip: site.trips.coastTripId,
      article: site.article.slug,
      trail: site.trail.slug,
      maker: site.maker.slug,
      entry: site.entry.slug,
      city: site.places.city.slug,
      area: site.places.region.slug,
    }),
  );
  await closeDb();
}

void main();
