import { stopsFromGpx, stopsFromIcs, tripToGpx, tripToIcs } from '@/lib/trip-planner/exports';
import { googleMapsLinks, MAX_POINTS_PER_LINK } from '@/lib/trip-planner/google-maps';
import { buildItinerary } from '@/lib/trip-planner/itinerary';

const begin = { name: 'Huntsville', lat: 34.7304, lng: -86.5861 };
const end = { name: 'Gulf Shores', lat: 30.246, lng: -87.7008 };
const stops = [
  { slug: 'us-space-and-rocket-center', name: 'U.S. Space & Rocket Center', lat: 34.7109, lng: -86.6542 },
  { slug: 'vulcan-park-and-museum', name: 'Vulcan Park & Museum', lat: 33.4917, lng: -86.7958 },
  { slug: 'rosa-parks-museum', name: 'Rosa Parks Museum', lat: 32.3771, lng: -86.3087 },
  { slug: 'gulf-state-park', name: 'Gulf State Park', lat: 30.2599, lng: -87.6435 },
  { slug: 'uss-alabama', name: 'USS Alabama <Battleship>', lat: 30.6817, lng: -88.0145 },
];
const trip = { tripId: 7, name: 'Rockets to the Gulf', begin, end, itinerary: buildItinerary(begin, end, stops, { startDate: '2027-05-01', endDate: '2027-05-03' }) };

describe('trip exports', () => {
  it('writes one calendar event per day that parses back to the same stops in order', () => {
    const ics = tripToIcs(trip);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270501');
    expect(stopsFromIcs(ics)).toEqual(stops.map((s) => s.slug));
  });

  it('writes GPX waypoints and a route that parse back to the same stops and coordinates', () => {
    const gpx = tripToGpx(trip);
    expect(gpx).toContain('USS Alabama &lt;Battleship&gt;');
    expect(stopsFromGpx(gpx)).toEqual(stops.map((s) => ({ slug: s.slug, lat: Number(s.lat.toFixed(6)), lng: Number(s.lng.toFixed(6)) })));
    expect(gpx.match(/<rtept /g)).toHaveLength(stops.length + 2);
  });

  it('splits Google Maps directions into links of at most ten points that join end to start', () => {
    const points = Array.from({ length: 23 }, (_, i) => ({ lat: 31 + i * 0.1, lng: -87 }));
    const links = googleMapsLinks(points).map((href) => new URL(href).searchParams);
    expect(links).toHaveLength(3);
    for (const q of links) expect(2 + (q.get('waypoints')?.split('|').length ?? 0)).toBeLessThanOrEqual(MAX_POINTS_PER_LINK);
    expect(links[1]!.get('origin')).toBe(links[0]!.get('destination'));
    expect(links[2]!.get('destination')).toBe('33.200000,-87.000000');
    expect(googleMapsLinks([points[0]!])).toEqual([]);
  });
});
