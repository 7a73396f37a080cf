import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextRequest } from 'next/server';
import TripPrintPage from '@/app/[locale]/trip/[id]/print/page';
import { createTrip } from '@/lib/trips/database';
import { ensureVisitor } from '@/lib/visitors';
import { insertPlaces } from '../support/fixtures';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { intlWrapper } from '../support/intl';
import { routing } from '../support/trip-api';

jest.mock('next-intl/server', () => jest.requireActual('../support/intl-server').englishServer);

// The printed itinerary as the server renders it: a map of the whole trip, then a map per day
// beside that day's numbered stops, each named for screen readers.

test('the print page draws a map per day, its stops numbered across the trip', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const places = await insertPlaces();
  const owner = await signedInSession('print.maps@example.com');
  await ensureVisitor(owner.userId, 'print.maps@example.com');
  const trip = await createTrip(owner.userId, {
    owner: owner.userId,
    name: 'Mobile Bay Loop',
    locations: [places.park.slug, places.oysterBar.slug],
    routing,
    tripInfo: [
      { locationId: String(places.park.id), show: true, day: 1 },
      { locationId: String(places.oysterBar.id), show: true, day: 2 },
    ],
  });
  const request = new NextRequest(`http://localhost:3000/trip/${trip.tripId}/print`, {
    headers: { cookie: owner.cookie },
  });
  const html = await inRequestScope(request, async () =>
    renderToStaticMarkup(
      // The site's layout gives every page its language; here, English.
      createElement(
        intlWrapper('en'),
        null,
        await TripPrintPage({ params: Promise.resolve({ id: String(trip.tripId) }) }),
      ),
    ),
  );
  const dayMaps = html.split('data-testid="day-route-map"').slice(1);
  expect(dayMaps).toHaveLength(2);
  expect(dayMaps[0]).toContain(`aria-label="Day 1: Gulf Shores to ${places.park.name}, 1 stop"`);
  expect(dayMaps[1]).toContain(`aria-label="Day 2: ${places.park.name} to Orange Beach, 1 stop"`);
  expect(dayMaps[0]).toMatch(/data-kind="stop" data-label="1"/);
  expect(dayMaps[1]).toMatch(/data-kind="stop" data-label="2"/);
  expect(html).toContain('data-testid="trip-route-overview"');
}, 300_000);
