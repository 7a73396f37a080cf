import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { intlWrapper } from '../support/intl';
import { renderHtml } from '../support/render-html';
import { asc } from 'drizzle-orm';
import { PlaceList } from '@/components/content/place-list';
import { PlaceMap } from '@/components/places/place-map';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { milesAway, milesBetween } from '@/lib/map/distance';
import { getPlacesNear } from '@/lib/pages/places';

// Every place page shows where the place is: the county map cropped around its own pin, with the
// places nearest it, and those places listed with how far away they are.

jest.setTimeout(180_000);

const numbers = (markup: string, pattern: RegExp) =>
  [...markup.matchAll(new RegExp(pattern, 'g'))].map((m) => m.slice(1).map(Number));

test('every place’s map holds its pin inside the drawn window, with one pin per nearby place', async () => {
  const db = await getDb();
  const places = await db
    .select({
      id: locations.id,
      name: locations.name,
      city: locations.city,
      lat: locations.latitude,
      lng: locations.longitude,
    })
    .from(locations)
    .orderBy(asc(locations.id));
  expect(places.length).toBeGreaterThan(100);
  for (const place of places) {
    const nearby = await getPlacesNear(place.lat, place.lng, place.id);
    const markup = renderToStaticMarkup(
      createElement(
        intlWrapper('en'),
        null,
        createElement(PlaceMap, {
          place: { name: place.name, city: place.city, latitude: String(place.lat), longitude: String(place.lng) },
          nearby,
          mapHref: '/places-to-go/map',
        }),
      ),
    );
    const [[left, top, width, height]] = numbers(markup, /viewBox="([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+)"/) as [
      number[],
    ];
    const [[x, y]] = numbers(markup, /<circle cx="([\d.-]+)" cy="([\d.-]+)" r="3"/) as [number[]];
    expect([place.name, x! >= left! && x! <= left! + width!, y! >= top! && y! <= top! + height!]).toEqual([
      place.name,
      true,
      true,
    ]);
    expect(markup.match(/<circle/g)).toHaveLength(nearby.length + 1);
    expect(markup).toContain(`Map of ${place.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}`);
  }
});

test('the nearby places say how far each is, nearest first', async () => {
  const db = await getDb();
  const places = await db
    .select({ id: locations.id, lat: locations.latitude, lng: locations.longitude })
    .from(locations);
  let checked = 0;
  for (const place of places) {
    const origin = { lat: place.lat, lng: place.lng };
    const nearby = await getPlacesNear(place.lat, place.lng, place.id);
    if (nearby.length === 0) continue;
    const markup = await renderHtml(createElement(PlaceList, { places: nearby, from: origin }));
    const miles = nearby.map((p) => milesBetween(origin, { lat: Number(p.latitude), lng: Number(p.longitude) }));
    for (const distance of miles) expect(markup).toContain(milesAway(distance));
    // The query orders by a flat-earth distance: equal to the great circle's to within a hundredth.
    miles.forEach((distance, i) => expect(distance).toBeGreaterThanOrEqual((miles[i - 1] ?? 0) - 0.01));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(100);
});

test('distances read as people say them', () => {
  expect(milesAway(0.43)).toBe('0.4 miles away');
  expect(milesAway(1.02)).toBe('1 mile away');
  expect(milesAway(23.6)).toBe('24 miles away');
  // Mobile to Montgomery, about 145 miles as the crow flies.
  expect(Math.round(milesBetween({ lat: 30.694, lng: -88.043 }, { lat: 32.377, lng: -86.3 }))).toBeGreaterThan(140);
});
