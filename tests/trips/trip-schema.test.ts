import { CreateTripSchema, TripRoutingSchema, UpdateTripSchema } from '@/lib/trips/schema';
import { VersionedUpdateSchema, versionFromIfMatch } from '@/lib/trips/version';

// What a client sending a trip is told, field by field: the exact message of each rule at its
// boundary. Limits are written as numbers here, not imported, so a changed limit fails.

const point = { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' };
const trip = {
  owner: 'owner-1',
  name: 'Capital Weekend',
  locations: ['rosa-parks-museum', 'alabama-state-capitol'],
  routing: { begin: point, end: { ...point, lat: 32.38, city: 'Prattville' } },
  tripInfo: [{ locationId: 'rosa-parks-museum', show: true }],
};

type Schema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** The first message for each field path, or {} when the body passes. */
function messages(schema: Schema, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('a trip body', () => {
  it('passes as a whole, with its text trimmed and defaults filled in', () => {
    const parsed = CreateTripSchema.parse({ owner: ' owner-1 ', name: '  Capital Weekend ', routing: trip.routing });
    expect(parsed).toMatchObject({ owner: 'owner-1', name: 'Capital Weekend', locations: [], tripInfo: [] });
  });

  it.each([
    ['name', '', 'is required'],
    ['name', '   ', 'is required'],
    ['name', 42, 'is required'],
    ['name', 'x'.repeat(121), 'must be at most 120 characters'],
    ['owner', '', 'is required'],
    ['owner', undefined, 'is required'],
    ['owner', 'o'.repeat(129), 'is too long'],
    ['locations', 'rosa-parks-museum', 'must be a list of location slugs'],
    ['locations', Array.from({ length: 101 }, (_, i) => `place-${i}`), 'must hold at most 100 places'],
    ['locations.0', '-starts-with-a-hyphen', 'must be a location slug'],
    ['locations.0', 'has space', 'must be a location slug'],
    ['locations.0', 'ends-with-a-slash/', 'must be a location slug'],
    ['locations.0', '', 'must be a location slug'],
    ['locations.0', 7, 'must be a location slug'],
    ['locations.0', 'a'.repeat(201), 'is too long'],
    ['routing', 'Montgomery', 'must be an object with begin and end'],
    ['tripInfo', {}, 'must be a list of {locationId, show}'],
    ['tripInfo', Array.from({ length: 101 }, () => ({ locationId: 'x', show: true })), 'must hold at most 100 entries'],
    ['tripInfo.0.locationId', null, 'must be a location id or slug'],
    ['tripInfo.0.locationId', '  ', 'must be a location id or slug'],
    ['tripInfo.0.locationId', 'x'.repeat(201), 'is too long'],
    ['tripInfo.0.show', 'yes', 'must be true or false'],
    ['tripInfo.0.locked', 'no', 'must be true or false'],
    ['tripInfo.0.day', 'one', 'must be a number'],
    ['tripInfo.0.day', 1.5, 'must be a whole number'],
    ['startDate', '2026-02-30', 'is not a real date'],
    ['startDate', '2026-2-3', 'must be a date (YYYY-MM-DD)'],
  ])('%s = %j is refused: "%s"', (field, value, message) => {
    const body = structuredClone(trip) as Record<string, unknown>;
    const [top, index, key] = field.split('.');
    if (index === undefined) body[top!] = value;
    else if (key === undefined) (body[top!] as unknown[])[Number(index)] = value;
    else (body[top!] as Record<string, unknown>[])[Number(index)]![key] = value;
    expect(messages(CreateTripSchema, body)[field]).toBe(message);
  });

  it.each([
    ['a 120-character name', { name: 'x'.repeat(120) }],
    ['a 128-character owner', { owner: 'o'.repeat(128) }],
    ['100 locations', { locations: Array.from({ length: 100 }, (_, i) => `place-${i}`) }],
    ['a 200-character slug', { locations: ['a'.repeat(200)] }],
    ['a slug in capitals with digits', { locations: ['Vulcan-Park-2'] }],
    ['a numeric location id', { tripInfo: [{ locationId: 17, show: false, locked: true, day: 366 }] }],
    ['one day', { startDate: '2026-05-01', endDate: '2026-05-01' }],
  ])('accepts %s', (_what, change) => {
    expect(messages(CreateTripSchema, { ...trip, ...change })).toEqual({});
  });

  it('trims the slugs it keeps', () => {
    expect(CreateTripSchema.parse({ ...trip, locations: [' rosa-parks-museum '] }).locations).toEqual([
      'rosa-parks-museum',
    ]);
  });

  it('answers a numeric location id as the string the stops are keyed by', () => {
    expect(
      CreateTripSchema.parse({ ...trip, tripInfo: [{ locationId: 17, show: true }] }).tripInfo[0]!.locationId,
    ).toBe('17');
  });

  it.each([0, 367])('refuses trip day %d', (day) => {
    expect(
      messages(CreateTripSchema, { ...trip, tripInfo: [{ locationId: 'x', show: true, day }] })['tripInfo.0.day'],
    ).toBeDefined();
  });

  it('refuses an end before the start, on endDate', () => {
    expect(messages(CreateTripSchema, { ...trip, startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual({
      endDate: 'must be on or after startDate',
    });
    expect(messages(UpdateTripSchema, { ...trip, startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual({
      endDate: 'must be on or after startDate',
    });
    // One date alone, or none, is a trip still being planned.
    expect(messages(CreateTripSchema, { ...trip, startDate: '2026-05-02', endDate: null })).toEqual({});
    expect(messages(CreateTripSchema, { ...trip, startDate: null, endDate: '2026-05-01' })).toEqual({});
  });
});

describe('a routing point', () => {
  const routingWith = (change: Record<string, unknown>) => ({ begin: { ...point, ...change }, end: point });

  it.each([
    [{ lat: 90.0001 }, 'begin.lat', 'must be between -90 and 90'],
    [{ lat: -90.0001 }, 'begin.lat', 'must be between -90 and 90'],
    [{ lat: '32.3' }, 'begin.lat', 'must be a number'],
    [{ long: 180.0001 }, 'begin.long', 'must be between -180 and 180'],
    [{ long: -180.0001 }, 'begin.long', 'must be between -180 and 180'],
    [{ long: null }, 'begin.long', 'must be a number'],
    [{ city: ' ' }, 'begin.city', 'is required'],
    [{ city: undefined }, 'begin.city', 'is required'],
    [{ city: 'c'.repeat(121) }, 'begin.city', 'is too long'],
    [{ state: '' }, 'begin.state', 'is required'],
    [{ state: 5 }, 'begin.state', 'is required'],
    [{ state: 's'.repeat(61) }, 'begin.state', 'is too long'],
  ])('%j is refused at %s: "%s"', (change, field, message) => {
    expect(messages(TripRoutingSchema, routingWith(change))[field]).toBe(message);
  });

  it.each([
    { lat: 90, long: 180 },
    { lat: -90, long: -180 },
    { city: 'c'.repeat(120), state: 's'.repeat(60) },
  ])('accepts the edge %j', (change) => {
    expect(messages(TripRoutingSchema, routingWith(change))).toEqual({});
  });

  it('keeps the city and state trimmed', () => {
    expect(TripRoutingSchema.parse(routingWith({ city: '  Selma ', state: ' AL ' })).begin).toMatchObject({
      city: 'Selma',
      state: 'AL',
    });
  });
});

describe('an update', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['2147483647', 2_147_483_647],
  ])('reads tripId %j as %d', (tripId, id) => {
    expect(UpdateTripSchema.parse({ ...trip, tripId }).tripId).toBe(id);
  });

  // Besides text that is no number at all: '-5' to '12 ' are strings Number() reads, yet no id written in digits.
  it.each(['2147483648', 'twelve', '12a', 'a12', '-5', '1.5', '1e3', ' 12', '12 ', true, 1.5])(
    'refuses tripId %j',
    (tripId) => {
      expect(messages(UpdateTripSchema, { ...trip, tripId }).tripId).toBe('must be the trip id');
    },
  );

  it.each([-1, 0])('refuses tripId %j as a number that is no id', (tripId) => {
    expect(messages(UpdateTripSchema, { ...trip, tripId }).tripId).toBe('must be a positive whole number');
  });

  it('refuses an owner that is not text, or too long', () => {
    expect(messages(UpdateTripSchema, { ...trip, owner: 5 }).owner).toBe('must be the owner id');
    expect(messages(UpdateTripSchema, { ...trip, owner: 'o'.repeat(129) }).owner).toBe('is too long');
  });

  it.each([
    [0, 'must be the version the trip was loaded at'],
    ['3', 'must be the version the trip was loaded at'],
    [2.5, 'must be a whole number'],
    [2_147_483_648, 'is too large'],
  ])('refuses version %j: "%s"', (version, message) => {
    expect(messages(VersionedUpdateSchema, { ...trip, version }).version).toBe(message);
  });

  it('accepts the versions a trip can have', () => {
    expect(messages(VersionedUpdateSchema, { ...trip, version: 1 })).toEqual({});
    expect(messages(VersionedUpdateSchema, { ...trip, version: 2_147_483_647 })).toEqual({});
  });
});

describe('If-Match', () => {
  const ifMatch = (value?: string) =>
    versionFromIfMatch(new Request('http://localhost/', { headers: value === undefined ? {} : { 'if-match': value } }));

  it.each([
    ['"1"', 1],
    ['"3"', 3],
    ['3', 3],
    ['W/"3"', 3],
    ['  "42"  ', 42],
    ['"2147483647"', 2_147_483_647],
  ])('reads %s as version %d', (header, version) => {
    expect(ifMatch(header)).toBe(version);
  });

  it('is no version at all when the header is missing (the last save wins)', () => {
    expect(ifMatch()).toBeUndefined();
  });

  it.each(['"0"', '"2147483648"', '"12345678901"', '"3", "4"', 'x"3"', '"3"x', '*', ''])(
    'refuses %j with a 400 naming the header',
    async (header) => {
      let thrown: unknown;
      try {
        ifMatch(header);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        status: 400,
        field: 'If-Match',
        message: 'If-Match: must be the trip\u2019s ETag, such as "3"',
      });
    },
  );
});
