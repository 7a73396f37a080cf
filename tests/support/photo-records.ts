// Gives some records of a test or bench database a photo from the test set (tests/support/media-server.mjs),
// as a relative path under MEDIA_BASE_URL, with alt text that says what the photo is and that it is
// not of the place. Run before the server starts:
//   PGLITE_DIR=<dir> npx tsx tests/support/photo-records.ts <out.json>
// Only records not built with the site are changed (a built page would keep its illustration).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDb, prepareDb } from '@/lib/db/client';

const PHOTOS: [file: string, alt: string][] = [
  ['Dune.jpg', 'Test photo set: sand dunes under a blue sky (not a photograph of this place)'],
  ['GreenMeadow.jpg', 'Test photo set: a green meadow (not a photograph of this place)'],
  ['Storm.jpg', 'Test photo set: storm clouds over a field (not a photograph of this place)'],
  ['Wood.jpg', 'Test photo set: a wooded path (not a photograph of this place)'],
];

async function main() {
  const out = process.argv[2] ?? 'photo-records.json';
  const handle = await openDb();
  await prepareDb(handle);
  const picked = await handle.db.execute<{ slug: string }>(
    sql`select slug from locations where not featured order by id limit ${PHOTOS.length}`,
  );
  const slugs = picked.rows.map((row) => row.slug);
  for (const [index, slug] of slugs.entries()) {
    const [file, alt] = PHOTOS[index % PHOTOS.length]!;
    await handle.db.execute(
      sql`update locations set image = ${`photos/${file}`}, image_alt = ${alt} where slug = ${slug}`,
    );
  }
  const [event] = (
    await handle.db.execute<{ slug: string }>(sql`select slug from events where not featured order by id limit 1`)
  ).rows;
  const [trip] = (
    await handle.db.execute<{ id: number }>(sql`select trip_id as id from road_trips order by trip_id limit 1`)
  ).rows;
  const [eventPhoto, eventAlt] = PHOTOS[1]!;
  const [tripPhoto, tripAlt] = PHOTOS[3]!;
  if (event) {
    await handle.db.execute(
      sql`update events set image = ${`photos/${eventPhoto}`}, image_alt = ${eventAlt} where slug = ${event.slug}`,
    );
  }
  if (trip) {
    await handle.db.execute(
      sql`update road_trips set image = ${`photos/${tripPhoto}`}, image_alt = ${tripAlt} where trip_id = ${trip.id}`,
    );
  }
  await handle.close();
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        places: slugs.map((slug) => `/places-to-go/${slug}`),
        events: event ? [`/upcoming-events/${event.slug}`] : [],
        roadTrips: trip ? [`/road-trips/${trip.id}`] : [],
      },
      null,
      2,
    ),
  );
  console.log(`photos on ${slugs.length} places: ${out}`);
}

void main();
