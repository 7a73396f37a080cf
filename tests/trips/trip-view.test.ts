import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { createTrip } from '@/lib/trips';
import { getMyTripsMenu, getTripView, streetAddress } from '@/lib/trip-planner/trip-view';
import { isoDay } from '../support/fixtures';
import { makeLocation, makeVisitor } from './fixtures';

// What a trip page shows besides the drive: its stops with their addresses, which of them the
// itinerary visits, the "My Trips" menu, and the warnings for events at its stops outside its dates.

const routing = {
  begin: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
  end: { lat: 32.4074, long: -87.0211, city: 'Selma', state: 'AL' },
};

let eventCount = 0;
async function eventAt(locationId: number, name: string, startDate: string, endDate: string) {
  eventCount += 1;
  await (await getDb()).insert(events).values({
    slug: `view-event-${Date.now()}-${eventCount}`,
    name,
    startDate,
    endDate,
    venue: 'Fixture Hall',
    city: 'Selma',
    locationId,
    latitude: 32.4074,
    longitude: -87.0211,
  });
}

describe('streetAddress', () => {
  test.each([
    [
      { address1: '520 16th St N', address2: null, city: 'Birmingham', postal: '35203' },
      '520 16th St N, Birmingham, AL 35203',
    ],
    [{ address1: '1 Court St', address2: 'Suite 2', city: 'Selma', postal: null }, '1 Court St, Suite 2, Selma, AL'],
    [{ address1: null, address2: 'Suite 2', city: 'Selma', postal: '36701' }, null],
    [{ address1: '', address2: null, city: 'Selma', postal: '36701' }, null],
  ])('%j is %p', (place, written) => {
    expect(streetAddress(place)).toBe(written);
  });
});

describe('getTripView', () => {
  test('lists the stops in the trip’s order with their details, and plans only the shown ones', async () => {
    const owner = await makeVisitor('view');
    const bridge = await makeLocation({
      name: 'Edmund Pettus Bridge',
      city: 'Selma',
      address1: 'Broad St',
      postal: '36701',
      latitude: 32.4055,
      longitude: -87.0187,
    });
    const capitol = await makeLocation({
      name: 'Alabama State Capitol',
      city: 'Montgomery',
      address1: '600 Dexter Ave',
      postal: '36130',
      latitude: 32.3777,
      longitude: -86.3009,
    });
    const museum = await makeLocation({
      name: 'National Voting Rights Museum',
      city: 'Selma',
      latitude: 32.4049,
      longitude: -87.0176,
    });
    const trip = await createTrip(owner, {
      owner,
      name: 'Selma to Montgomery',
      locations: [capitol.slug, museum.slug, bridge.slug],
      routing,
      tripInfo: [
        { locationId: String(museum.id), show: false },
        { locationId: bridge.slug, show: true, locked: true, day: 2 },
      ],
    });
    const view = await getTripView(trip);
    expect(view.stops.map((s) => [s.name, s.city, s.address, s.show, s.locked, s.day])).toEqual([
      ['Alabama State Capitol', 'Montgomery', '600 Dexter Ave, Montgomery, AL 36130', true, false, undefined],
      ['National Voting Rights Museum', 'Selma', null, false, false, undefined],
      ['Edmund Pettus Bridge', 'Selma', 'Broad St, Selma, AL 36701', true, true, 2],
    ]);
    expect(view.stops[2]).toMatchObject({ id: bridge.id, slug: bridge.slug, lat: 32.4055, lng: -87.0187 });
    expect(view.itinerary.days.flatMap((d) => d.stops.map((s) => s.name))).toEqual([
      'Alabama State Capitol',
      'Edmund Pettus Bridge',
    ]);
    expect([view.begin.name, view.end.name]).toEqual(['Montgomery', 'Selma']);
    expect(view.eventNotices).toEqual({ warnings: [], more: 0 });
  });

  test('warns of events at its stops within a week of its dates, with the move that takes them in, and counts the rest', async () => {
    const owner = await makeVisitor('view');
    const park = await makeLocation({ name: 'Old Cahawba Archaeological Park' });
    const elsewhere = await makeLocation({ name: 'Sturdivant Hall' });
    const [start, end] = [isoDay(10), isoDay(12)];
    await eventAt(park.id, 'Cahawba Festival', isoDay(20), isoDay(21));
    await eventAt(park.id, 'Lantern Walk', isoDay(3), isoDay(4));
    await eventAt(park.id, 'Ends As The Trip Starts', isoDay(8), start);
    await eventAt(park.id, 'Starts As The Trip Ends', end, isoDay(14));
    await eventAt(park.id, 'During The Trip', isoDay(11), isoDay(11));
    await eventAt(park.id, 'Already Over', isoDay(-6), isoDay(-5));
    await eventAt(elsewhere.id, 'Elsewhere Fair', isoDay(30), isoDay(30));
    const trip = await createTrip(owner, {
      owner,
      name: 'Cahawba',
      locations: [park.slug],
      routing,
      tripInfo: [],
      startDate: start,
      endDate: end,
    });
    // Lantern Walk ends 6 days before the trip: noticed, with the fix that makes the trip end on its
    // last day. The festival starts 8 days after it: one of "the rest", only counted.
    expect((await getTripView(trip)).eventNotices).toEqual({
      warnings: [
        {
          text: `Lantern Walk at Old Cahawba Archaeological Park runs ${isoDay(3)} to ${isoDay(4)}, outside your trip's dates.`,
          fix: {
            kind: 'shift-dates',
            startDate: isoDay(2),
            endDate: isoDay(4),
            label: `Move the trip to start ${isoDay(2)}`,
          },
        },
      ],
      more: 1,
    });
    const undated = await createTrip(owner, {
      owner,
      name: 'Cahawba someday',
      locations: [park.slug],
      routing,
      tripInfo: [],
    });
    expect((await getTripView(undated)).eventNotices).toEqual({ warnings: [], more: 0 });
  });
});

describe('getMyTripsMenu', () => {
  // SPEC: "My Trips shows the first 4 trips".
  test('links the first 4 of a user’s trips, and none of anyone else’s', async () => {
    const owner = await makeVisitor('menu');
    const other = await makeVisitor('menu');
    const place = await makeLocation();
    const names = ['Mobile', 'Huntsville', 'Tuscaloosa', 'Dothan', 'Florence'];
    const made: { tripId: number; name: string }[] = [];
    for (const name of names)
      made.push(await createTrip(owner, { owner, name, locations: [place.slug], routing, tripInfo: [] }));
    await createTrip(other, { owner: other, name: 'Not Theirs', locations: [place.slug], routing, tripInfo: [] });
    const menu = await getMyTripsMenu(owner);
    expect(menu).toHaveLength(4);
    for (const item of menu) expect(item.href).toBe(`/trip/${item.tripId}`);
    expect(menu.every((item) => made.some((t) => t.tripId === item.tripId && t.name === item.name))).toBe(true);
    expect(await getMyTripsMenu(await makeVisitor('menu'))).toEqual([]);
  });
});
