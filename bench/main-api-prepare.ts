// Run with tsx by bench/main-api.mjs before it starts the server: migrates and seeds the bench's
// OWN database, adds clearly labelled synthetic rows (bench data, never part of the seed) so that
// a 500-place answer is real, creates the bench visitor, signs its ID token, and prints JSON.
import { sql } from 'drizzle-orm';
import { migrateDb, openDb } from '@/lib/db/client';
import { events, locations, visitors } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/db/seed';
import { signIdToken } from '@/lib/idp/keys';

const SYNTHETIC_PLACES = 600;
const SYNTHETIC_EVENTS = 40;
export const BENCH_BOX = { min_latitude: 33.3, max_latitude: 33.7, min_longitude: -87.0, max_longitude: -86.6 };
const CATEGORIES = [
  ['see', 'attraction'],
  ['see', 'venue'],
  ['eat', 'food'],
  ['stay', 'accommodation'],
  ['see', 'shopping'],
] as const;
const HOURS = [
  'Monday: 9 AM – 5 PM',
  'Tuesday: 9 AM – 5 PM',
  'Wednesday: 9 AM – 5 PM',
  'Thursday: 9 AM – 5 PM',
  'Friday: 9 AM – 5 PM',
  'Saturday: 10 AM – 4 PM',
  'Sunday: Closed',
];

async function main() {
  const handle = await openDb();
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db);
    const db = handle.db;
    await db
      .insert(locations)
      .values(
        Array.from({ length: SYNTHETIC_PLACES }, (_, i) => {
          const [type, category] = CATEGORIES[i % CATEGORIES.length]!;
          return {
            slug: `bench-synthetic-place-${i}`,
            name: `Bench synthetic place ${i}`,
            summary:
              'Synthetic benchmark row, inserted by bench/main-api into its own database only; not part of the seed.',
            type,
            category,
            experienceIds: [1 + (i % 10)],
            badgeIds: i % 7 === 0 ? [1] : [],
            address1: `${100 + i} Bench Street`,
            city: 'Birmingham',
            postal: '35203',
            phone: '205-555-0100',
            hours: HOURS,
            website: 'https://example.org/bench',
            latitude: BENCH_BOX.min_latitude + ((i * 37) % 400) / 1000,
            longitude: BENCH_BOX.min_longitude + ((i * 53) % 400) / 1000,
            featured: i % 25 === 0,
          };
        }),
      )
      .onConflictDoNothing();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db
      .insert(events)
      .values(
        Array.from({ length: SYNTHETIC_EVENTS }, (_, i) => ({
          slug: `bench-synthetic-event-${i}`,
          name: `Bench synthetic event ${i}`,
          summary: 'Synthetic benchmark row; not part of the seed.',
          startDate: day(3 + i),
          endDate: day(4 + i),
          venue: 'Bench Hall',
          city: 'Gulf Shores',
          latitude: 30.25,
          longitude: -87.7,
          experienceIds: [2],
        })),
      )
      .onConflictDoNothing();
    const sub = 'bench-main-api-visitor';
    await db
      .insert(visitors)
      .values({ userId: sub, email: `${sub}@bench.example` })
      .onConflictDoNothing();
    const token = await signIdToken(db, { sub, email: `${sub}@bench.example` }, 6 * 60 * 60);
    const first = await db.execute(
      sql`select id, slug from locations where slug not like 'bench-synthetic-%' order by id limit 1`,
    );
    const rows = (first as unknown as { rows: { id: number; slug: string }[] }).rows;
    const location = rows[0] ?? { id: 1, slug: 'bench-synthetic-place-0' };
    const inBox = await db.execute(
      sql`select count(*)::int as n from locations where latitude between ${BENCH_BOX.min_latitude} and ${BENCH_BOX.max_latitude} and longitude between ${BENCH_BOX.min_longitude} and ${BENCH_BOX.max_longitude}`,
    );
    const placesInBox = (inBox as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    process.stdout.write(
      JSON.stringify({ sub, token, locationId: location.id, box: BENCH_BOX, placesInBox, driver: handle.driver }) +
        '\n',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
