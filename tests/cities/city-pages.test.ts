import { generateMetadata as cityMetadata } from '@/app/[locale]/places-to-go/cities-and-towns/[id]/page';
import { getCityDetail } from '@/lib/cities';
import {
  CITY_MIN_PLACES_NEARBY,
  CITY_RADIUS_MILES,
  getEventsAround,
  getNearestRoadTrip,
  getPlacesAround,
} from '@/lib/cities/surroundings';
import { milesBetween } from '@/lib/map/distance';
import { getCitySlugs } from '@/lib/pages/cities';
import { cityPath } from '@/lib/pages/paths';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));

// Nothing thin in the index: every town page either carries real content (places in and within 25
// miles of it, events nearby, its region, the nearest road trip) and is in the sitemap, or is
// noindex and left out of the sitemap. Checked over every town, not a few.

jest.setTimeout(300_000);

test('every town page is either indexable with places around it and in the sitemap, or noindex and not in it', async () => {
  const sitemap = new Set((await sitemapEntries()).map((entry) => new URL(entry.url).pathname));
  const slugs = await getCitySlugs();
  expect(slugs.length).toBeGreaterThan(300);
  let indexed = 0;
  for (const { slug } of slugs) {
    const city = (await getCityDetail({ slug }))!;
    const [lat, lng] = [Number(city.latitude), Number(city.longitude)];
    const around = await getPlacesAround(lat, lng, city.id);
    for (const place of around)
      expect(milesBetween({ lat, lng }, { lat: Number(place.latitude), lng: Number(place.longitude) })).toBeLessThan(
        CITY_RADIUS_MILES + 0.5,
      );
    const metadata = await cityMetadata({ params: Promise.resolve({ id: slug }) });
    const noindex = (metadata.robots as { index?: boolean } | undefined)?.index === false;
    const substantial = city.locations.length + around.length >= CITY_MIN_PLACES_NEARBY;
    expect([slug, noindex, sitemap.has(cityPath(slug))]).toEqual([slug, !substantial, substantial]);
    if (substantial) indexed += 1;
  }
  // Most towns have places around them; the thin ones are the exception.
  expect(indexed).toBeGreaterThan(slugs.length / 2);
  expect(indexed).toBeLessThan(slugs.length);
});

test('a town’s nearby events are upcoming and within 25 miles, and its nearest road trip is the closest stop', async () => {
  const city = (await getCityDetail({ slug: 'mobile' }))!;
  const [lat, lng] = [Number(city.latitude), Number(city.longitude)];
  const events = await getEventsAround(lat, lng);
  expect(events.length).toBeGreaterThan(0);
  for (const event of events)
    expect(milesBetween({ lat, lng }, { lat: Number(event.latitude), lng: Number(event.longitude) })).toBeLessThan(
      CITY_RADIUS_MILES + 0.5,
    );
  const nearest = (await getNearestRoadTrip(lat, lng))!;
  expect(nearest.trip.name).toEqual(expect.any(String));
  expect(nearest.miles).toBeLessThan(CITY_RADIUS_MILES);
});
