import { asc } from 'drizzle-orm';
import { generateMetadata as eventMetadata } from '@/app/[locale]/upcoming-events/[id]/page';
import { getDb } from '@/lib/db/client';
import { events, restaurantWeekEntries } from '@/lib/db/schema';
import { getEvent } from '@/lib/events';
import { getLocation } from '@/lib/locations';
import { restaurantWeekPath } from '@/lib/pages/paths';
import { getRestaurantWeekEntry } from '@/lib/restaurant-week';
import { restaurantWeekJsonLd } from '@/lib/seo/entity-structured-data';
import { eventJsonLd } from '@/lib/seo/event-json-ld';
import { event as eventStructuredData } from '@/lib/seo/structured-data';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));

// Every event, generated from the data rather than a few chosen ones, carries what Google's event
// rich results ask for: status, organiser, offers, a street address, times with Alabama's offset
// (daylight saving included), a raster image and a description.

type Json = Record<string, unknown>;
const get = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

const OFFSET_OR_DAY = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}-0[56]:00)?$/;
const RASTER = /^https?:\/\/[^ ]+\/share-card\/[a-z-]+\/[^/ ]+$/;

// The first test pays for building the seeded database on a busy machine.
jest.setTimeout(120_000);

async function eventSlugs(): Promise<string[]> {
  const db = await getDb();
  return (await db.select({ slug: events.slug }).from(events).orderBy(asc(events.slug))).map((row) => row.slug);
}

test('every event has status, organiser, offers, a street address, zoned times, a raster image and a description', async () => {
  const slugs = await eventSlugs();
  expect(slugs.length).toBeGreaterThan(40);
  for (const slug of slugs) {
    const event = (await getEvent(slug))!;
    const data = eventJsonLd(event) as unknown as Json;
    expect([slug, data.eventStatus]).toEqual([slug, 'https://schema.org/EventScheduled']);
    expect([slug, get(data, 'organizer', 'name')]).toEqual([slug, expect.any(String)]);
    expect([slug, get(data, 'offers', 'url')]).toEqual([slug, expect.stringMatching(/^https?:\/\//)]);
    expect([slug, event.address1]).toEqual([slug, expect.stringMatching(/\S/)]);
    expect(get(data, 'location', 'address', 'streetAddress')).toBe(event.address1);
    expect([slug, data.startDate, data.endDate]).toEqual([
      slug,
      expect.stringMatching(OFFSET_OR_DAY),
      expect.stringMatching(OFFSET_OR_DAY),
    ]);
    if (event.start_time) expect([slug, data.startDate]).toEqual([slug, expect.stringContaining('T')]);
    expect([slug, (data.image as string[])[0]]).toEqual([slug, expect.stringMatching(RASTER)]);
    expect([slug, data.description]).toEqual([slug, expect.stringMatching(/\S{3}/)]);
  }
});

test('an event time carries the offset Alabama has that day: -06:00 in winter, -05:00 under daylight saving', () => {
  const at = (day: string, time: string) =>
    (
      eventStructuredData({
        name: 'Run',
        slug: 'run',
        summary: 'A run.',
        startDate: day,
        endDate: day,
        startTime: time,
        endTime: null,
        venue: 'Downtown',
        address1: 'Government Street',
        city: 'Mobile',
        latitude: '30.69',
        longitude: '-88.05',
        image: null,
        website: null,
        path: '/upcoming-events/run',
      }) as Json
    ).startDate;
  expect(at('2027-03-20', '07:30')).toBe('2027-03-20T07:30:00-05:00');
  expect(at('2027-01-01', '12:00')).toBe('2027-01-01T12:00:00-06:00');
  expect(at('2027-03-14', '09:00')).toBe('2027-03-14T09:00:00-05:00');
  expect(at('2027-11-07', '09:00')).toBe('2027-11-07T09:00:00-06:00');
});

test('every event page names its own 1200 by 630 PNG share card as og:image', async () => {
  for (const slug of await eventSlugs()) {
    const metadata = await eventMetadata({ params: Promise.resolve({ id: slug }) });
    const images = metadata.openGraph?.images as { url: string; width: number; height: number; type: string }[];
    expect(images[0]).toEqual({
      url: expect.stringMatching(new RegExp(`/share-card/event/${slug}$`)),
      width: 1200,
      height: 630,
      type: 'image/png',
    });
  }
});

test('every Restaurant Week listing has a description from its menu, a raster image and the restaurant’s street address', async () => {
  const db = await getDb();
  const slugs = (await db.select({ slug: restaurantWeekEntries.slug }).from(restaurantWeekEntries)).map((r) => r.slug);
  expect(slugs.length).toBe(15);
  for (const slug of slugs) {
    const entry = (await getRestaurantWeekEntry({ slug }))!;
    const venue = (await getLocation({ id: entry.locationId! }))!;
    const data = restaurantWeekJsonLd({
      ...entry,
      address: { street: venue.address1, postal: venue.postal, website: venue.website },
      path: restaurantWeekPath(entry.slug),
    }) as unknown as Json;
    expect([slug, data.description]).toEqual([slug, expect.stringContaining(entry.menu)]);
    expect([slug, data.image]).toEqual([slug, expect.stringMatching(RASTER)]);
    expect([slug, get(data, 'location', 'address', 'streetAddress')]).toEqual([slug, expect.stringMatching(/\S/)]);
    expect([slug, get(data, 'organizer', 'name')]).toEqual([slug, 'Alabama Tourism Department']);
  }
});
