import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { EXPORT_TEXT, tripToGpx, tripToIcs } from '@/lib/trip-planner/exports';
import { googleMapsLinks, MAX_POINTS_PER_LINK } from '@/lib/trip-planner/google-maps';
import { buildItinerary } from '@/lib/trip-planner/itinerary';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import { message } from '@/tests/support/intl';
import { xmllint } from './xmllint';

const begin = { name: 'Huntsville', lat: 34.7304, lng: -86.5859 };
const end = { name: 'Gulf Shores', lat: 30.246, lng: -87.7008 };
const stops = [
  {
    slug: 'us-space-rocket-center',
    name: 'U.S. Space & Rocket Center',
    address: 'One Tranquility Base, Huntsville, AL 35805',
    lat: 34.711,
    lng: -86.654,
  },
  {
    slug: 'vulcan-park-and-museum',
    name: 'Vulcan Park and Museum',
    address: '1701 Valley View Dr, Birmingham, AL 35209',
    lat: 33.492,
    lng: -86.796,
  },
  {
    slug: 'alabama-state-capitol',
    name: 'Alabama State Capitol',
    address: '600 Dexter Ave, Montgomery, AL 36130',
    lat: 32.378,
    lng: -86.301,
  },
  {
    slug: 'gulf-state-park',
    name: 'Gulf State Park',
    address: '20115 State Hwy 135, Gulf Shores, AL 36542',
    lat: 30.259,
    lng: -87.646,
  },
  { slug: 'uss-alabama', name: 'USS Alabama <Battleship>; "Mighty A", Mobile', lat: 30.681, lng: -88.014 },
];
const dated = {
  tripId: 7,
  name: 'Rockets to the Gulf',
  begin,
  end,
  itinerary: buildItinerary(begin, end, stops, { startDate: '2027-05-01', endDate: '2027-05-03' }),
};
const undated = { ...dated, itinerary: buildItinerary(begin, end, stops) };

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar export', () => {
  it('parses under ical.js (RFC 5545) as one all-day event per stop, named and placed by name and address, with no slugs', () => {
    const ics = tripToIcs(dated);
    const events = parse(ics);
    expect(events.map((e) => e.summary)).toEqual(stops.map((s) => s.name));
    expect(events.map((e) => [e.startDate.isDate, e.startDate.toString()])).toEqual([
      [true, '2027-05-01'],
      [true, '2027-05-01'],
      [true, '2027-05-02'],
      [true, '2027-05-02'],
      [true, '2027-05-03'],
    ]);
    expect(events[0]!.endDate.toString()).toBe('2027-05-02');
    expect(events[0]!.location).toBe('U.S. Space & Rocket Center, One Tranquility Base, Huntsville, AL 35805');
    expect(events[3]!.description).toContain('20115 State Hwy 135, Gulf Shores, AL 36542');
    for (const s of stops) expect(ics).not.toContain(s.slug);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270501');
    expect(ics).not.toMatch(/DURATION/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('describes each stop by day, place in the day and arrival, with a unique id and its coordinates', () => {
    const events = parse(tripToIcs(dated, undefined, new Date('2027-04-20T15:04:05.678Z')));
    const day1 = dated.itinerary.days[0]!;
    expect(events[1]!.description).toMatch(
      new RegExp(
        `^Rockets to the Gulf, day 1, stop 2 of ${day1.stops.length}\\.\\nArrive about \\d{1,2}:\\d\\d [AP]M from ${day1.legs[1]!.from}\\.\\n1701 Valley View Dr, Birmingham, AL 35209$`,
      ),
    );
    expect(events[4]!.description).not.toMatch(/\n.*Mobile$/);
    expect(events.map((e) => e.uid)).toEqual([
      'trip-7-day-1-stop-1@alabama.travel',
      'trip-7-day-1-stop-2@alabama.travel',
      'trip-7-day-2-stop-1@alabama.travel',
      'trip-7-day-2-stop-2@alabama.travel',
      'trip-7-day-3-stop-1@alabama.travel',
    ]);
    expect(events[0]!.component.getFirstPropertyValue('geo')).toEqual([34.711, -86.654]);
    expect(events[0]!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-04-20T15:04:05Z');
  });

  it('describes each stop in Spanish for the Spanish site', () => {
    const spanish = plannerTextOf(message('es', 'tripPlanner'));
    const events = parse(tripToIcs(dated, undefined, new Date('2027-04-20T15:04:05.678Z'), spanish));
    const day1 = dated.itinerary.days[0]!;
    expect(events[1]!.description).toMatch(
      new RegExp(
        `^Rockets to the Gulf, día 1, parada 2 de ${day1.stops.length}\\.\\nLlegada aprox\\.: \\d{1,2}:\\d\\d [AP]M, desde ${day1.legs[1]!.from}\\.\\n`,
      ),
    );
  });

  it('keeps names with backslashes, commas, semicolons, line breaks and long multi-byte text exactly, in lines of at most 75 octets', () => {
    const name = `${'Sweet Home; Alabama, \\ Road Trip\nÀ bientôt, Mobile — Café du Monde ☕ Über Spaß '.repeat(2)}${'☕'.repeat(40)}`;
    const ics = tripToIcs({ ...dated, name });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(parse(ics)[0]!.description.startsWith(`${name}, day 1, stop 1 of`)).toBe(true);
    // RFC 5545 §3.3.11 escapes, read from the text with its folds undone.
    const escaped = `${'Sweet Home\\; Alabama\\, \\\\ Road Trip\\nÀ bientôt\\, Mobile — Café du Monde ☕ Über Spaß '.repeat(2)}${'☕'.repeat(40)}`;
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nX-WR-CALNAME:${escaped}\r\n`);
  });

  it('never makes up dates: an undated trip needs the first day the traveller chose', () => {
    expect(() => tripToIcs(undated)).toThrow(EXPORT_TEXT.needDates);
    expect(parse(tripToIcs(undated, '2027-06-10'))[0]!.startDate.toString()).toBe('2027-06-10');
  });
});

describe('GPX export', () => {
  it('validates against the GPX 1.1 schema with xmllint, with every stop as a waypoint and the drive as a route', () => {
    const gpx = tripToGpx(dated);
    const lint = xmllint();
    if (!lint) {
      console.warn('xmllint could not be installed (not root, or no apt-get): the GPX schema check is skipped.');
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'gpx-'));
      const file = path.join(dir, 'trip.gpx');
      writeFileSync(file, gpx);
      const result = spawnSync(lint, ['--noout', '--schema', path.join(__dirname, 'gpx-1.1.xsd'), file], {
        encoding: 'utf8',
      });
      expect(result.stderr.trim()).toBe(`${file} validates`);
      expect(result.status).toBe(0);
      // And the schema is really checked: a waypoint without coordinates is refused.
      writeFileSync(file, gpx.replace(/<wpt lat="[^"]+" lon="[^"]+">/, '<wpt>'));
      expect(spawnSync(lint, ['--noout', '--schema', path.join(__dirname, 'gpx-1.1.xsd'), file]).status).not.toBe(0);
    }
    expect(gpx).toContain('USS Alabama &lt;Battleship&gt;; &quot;Mighty A&quot;, Mobile');
    expect(gpx).toContain('<desc>600 Dexter Ave, Montgomery, AL 36130</desc>');
    expect(gpx.match(/<wpt /g)).toHaveLength(stops.length);
    expect(gpx.match(/<rtept /g)).toHaveLength(stops.length + 2);
    for (const s of stops) expect(gpx).not.toContain(s.slug);
  });
});

describe('Google Maps links', () => {
  it('splits directions into links of at most ten points that join end to start', () => {
    const points = Array.from({ length: 23 }, (_, i) => ({ lat: 31 + i * 0.1, lng: -87 }));
    const links = googleMapsLinks(points).map((href) => new URL(href).searchParams);
    expect(links).toHaveLength(3);
    for (const q of links)
      expect(2 + (q.get('waypoints')?.split('|').length ?? 0)).toBeLessThanOrEqual(MAX_POINTS_PER_LINK);
    expect(links[1]!.get('origin')).toBe(links[0]!.get('destination'));
    expect(links[2]!.get('destination')).toBe('33.200000,-87.000000');
    expect(googleMapsLinks([points[0]!])).toEqual([]);
  });

  it('takes ten points in one link and starts a second at the eleventh; two points need no waypoints', () => {
    const points = Array.from({ length: 11 }, (_, i) => ({ lat: 32.3 + i * 0.01, lng: -86.3 }));
    const [whole, ...more] = googleMapsLinks(points.slice(0, 10));
    expect(more).toEqual([]);
    expect(whole!.startsWith('https://www.google.com/maps/dir/?')).toBe(true);
    const q = new URL(whole!).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      api: '1',
      origin: '32.300000,-86.300000',
      destination: '32.390000,-86.300000',
      travelmode: 'driving',
    });
    expect(q.get('waypoints')?.split('|')).toHaveLength(8);

    const split = googleMapsLinks(points).map((href) => new URL(href).searchParams);
    expect(split).toHaveLength(2);
    expect([split[1]!.get('origin'), split[1]!.get('destination'), split[1]!.has('waypoints')]).toEqual([
      '32.390000,-86.300000',
      '32.400000,-86.300000',
      false,
    ]);
    expect(googleMapsLinks(points.slice(0, 2))).toHaveLength(1);
  });
});
