import fc from 'fast-check';
import { mergeTrips, type TripDraft } from '@/lib/trips/merge';
import type { TripStopInfo } from '@/lib/db/schema';

const point = { lat: 33.5, long: -86.8, city: 'Birmingham', state: 'AL' };
const stop = (slug: string, extra: Partial<TripStopInfo> = {}): TripStopInfo => ({
  locationId: slug,
  show: true,
  locked: false,
  ...extra,
});

const base: TripDraft = {
  name: 'Civil Rights Trail',
  startDate: '2027-03-01',
  endDate: '2027-03-03',
  routing: { begin: point, end: point },
  locations: ['kelly-ingram-park', 'edmund-pettus-bridge', 'cheaha-state-park'],
  tripInfo: [
    stop('kelly-ingram-park'),
    stop('edmund-pettus-bridge', { day: 1 }),
    stop('cheaha-state-park', { day: 2 }),
  ],
  days: [{ start: '09:00' }, { start: '09:00', base: null }, {}],
};

const withStops = (trip: TripDraft, tripInfo: TripStopInfo[]): TripDraft => ({
  ...trip,
  tripInfo,
  locations: tripInfo.map((i) => i.locationId),
});

describe('mergeTrips: edits to different parts merge without asking', () => {
  it('a rename here and a stop added there keeps both', () => {
    const mine = { ...base, name: 'Selma to Montgomery' };
    const theirs = withStops(base, [...base.tripInfo, stop('rosa-parks-museum')]);
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(merged.name).toBe('Selma to Montgomery');
    expect(merged.locations).toEqual([...base.locations, 'rosa-parks-museum']);
  });

  it('a stop removed here and another stop’s day changed there keeps both', () => {
    const mine = withStops(base, base.tripInfo.slice(1));
    const theirs = withStops(base, [base.tripInfo[0]!, base.tripInfo[1]!, stop('cheaha-state-park', { day: 3 })]);
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(merged.locations).toEqual(['edmund-pettus-bridge', 'cheaha-state-park']);
    expect(merged.tripInfo[1]).toEqual(stop('cheaha-state-park', { day: 3 }));
  });

  it('different stops added on both sides are both kept, mine first, after the stop each followed', () => {
    const mine = withStops(base, [base.tripInfo[0]!, stop('sixteenth-street-church'), ...base.tripInfo.slice(1)]);
    const theirs = withStops(base, [base.tripInfo[0]!, stop('vulcan-park'), ...base.tripInfo.slice(1)]);
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(merged.locations).toEqual([
      'kelly-ingram-park',
      'sixteenth-street-church',
      'vulcan-park',
      'edmund-pettus-bridge',
      'cheaha-state-park',
    ]);
  });

  it('a reorder on one side keeps the stop the other side added', () => {
    const mine = withStops(base, [...base.tripInfo].reverse());
    const theirs = withStops(base, [...base.tripInfo, stop('rosa-parks-museum')]);
    expect(mergeTrips(base, mine, theirs).merged.locations).toEqual([
      'cheaha-state-park',
      'edmund-pettus-bridge',
      'kelly-ingram-park',
      'rosa-parks-museum',
    ]);
  });

  it('different days’ start times and bases merge by day', () => {
    const lodge = { name: 'Cheaha Lodge', lat: 33.48, long: -85.81 };
    const mine = { ...base, days: [{ start: '08:00' }, base.days[1]!, {}] };
    const theirs = { ...base, days: [base.days[0]!, { start: '09:00', base: lodge }, {}] };
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes).toEqual([]);
    expect(merged.days).toEqual([{ start: '08:00' }, { start: '09:00', base: lodge }, {}]);
  });
});

describe('mergeTrips: real clashes are reported, naming the thing, the field and both values', () => {
  it('both set the same stop’s day differently', () => {
    const mine = withStops(base, [
      ...base.tripInfo.slice(0, 2),
      stop('cheaha-state-park', { day: 1, visitMinutes: 90 }),
    ]);
    const theirs = withStops(base, [...base.tripInfo.slice(0, 2), stop('cheaha-state-park', { day: 3 })]);
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(merged.tripInfo[2]).toEqual(stop('cheaha-state-park', { day: 3, visitMinutes: 90 }));
    expect(clashes).toEqual([
      {
        key: 'stop:cheaha-state-park:day',
        subject: { kind: 'stop', slug: 'cheaha-state-park' },
        field: 'day',
        mine: 1,
        theirs: 3,
      },
    ]);
  });

  it('both renamed: a clash settled by the choice made, and theirs by default', () => {
    const mine = { ...base, name: 'Mine' };
    const theirs = { ...base, name: 'Theirs', startDate: '2027-03-02' };
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes.map((c) => [c.field, c.mine, c.theirs])).toEqual([['name', 'Mine', 'Theirs']]);
    expect(merged).toMatchObject({ name: 'Theirs', startDate: '2027-03-02' });
    expect(mergeTrips(base, mine, theirs, { name: 'mine' }).merged).toMatchObject({
      name: 'Mine',
      startDate: '2027-03-02',
    });
  });

  it('one removed a stop the other changed: a clash saying who removed it', () => {
    const mine = withStops(base, base.tripInfo.slice(0, 2));
    const theirs = withStops(base, [...base.tripInfo.slice(0, 2), stop('cheaha-state-park', { day: 3 })]);
    const { merged, clashes } = mergeTrips(base, mine, theirs);
    expect(clashes).toEqual([expect.objectContaining({ field: 'removed', removedBy: 'mine', theirs: { day: 3 } })]);
    expect(merged.locations).toContain('cheaha-state-park');
    const removed = mergeTrips(base, mine, theirs, { [clashes[0]!.key]: 'mine' }).merged;
    expect(removed.locations).toEqual(['kelly-ingram-park', 'edmund-pettus-bridge']);
  });

  it('a stop stored with no info is the same as one shown and not locked: only the real change clashes', () => {
    const bare = { ...base, tripInfo: [] };
    const mine = withStops(bare, [
      stop('kelly-ingram-park'),
      stop('edmund-pettus-bridge'),
      stop('cheaha-state-park', { show: false }),
    ]);
    const theirs = withStops(bare, [stop('kelly-ingram-park'), stop('edmund-pettus-bridge')]);
    const { clashes } = mergeTrips(bare, mine, theirs);
    expect(clashes).toEqual([
      expect.objectContaining({ field: 'removed', removedBy: 'theirs', mine: { show: false } }),
    ]);
  });

  it('both reordered differently is one clash on the order', () => {
    const [a, b, c] = base.tripInfo as [TripStopInfo, TripStopInfo, TripStopInfo];
    const { clashes } = mergeTrips(base, withStops(base, [b, a, c]), withStops(base, [a, c, b]));
    expect(clashes.map((x) => x.field)).toEqual(['order']);
  });
});

// Generated trips: a handful of stops and days, and edits to them.
const slugs = ['a', 'b', 'c', 'd', 'e', 'f'];
const infoArb = (slug: string) =>
  fc.record({
    locationId: fc.constant(slug),
    show: fc.boolean(),
    locked: fc.boolean(),
    day: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  });
const dayArb = fc.record({ start: fc.option(fc.constantFrom('08:00', '09:30', '10:00'), { nil: undefined }) });
const tripArb: fc.Arbitrary<TripDraft> = fc
  .record({
    name: fc.constantFrom('Gulf Coast', 'Shoals', 'Black Belt'),
    startDate: fc.constantFrom(null, '2027-05-01'),
    endDate: fc.constantFrom(null, '2027-05-04'),
    chosen: fc.shuffledSubarray(slugs.slice(0, 4)),
    days: fc.array(dayArb, { maxLength: 3 }),
  })
  .chain(({ chosen, ...rest }) =>
    fc
      .tuple(...chosen.map(infoArb))
      .map((tripInfo) =>
        withStops({ ...rest, routing: { begin: point, end: point }, locations: [], tripInfo: [] }, tripInfo),
      ),
  );

/** One edit to one part of a trip; `target` says which part, so two edits can be kept apart. */
type Edit = { target: string; apply: (t: TripDraft) => TripDraft };
const editsFor = (trip: TripDraft): fc.Arbitrary<Edit>[] => [
  fc.constantFrom('Tennessee Valley', 'Wiregrass').map((name) => ({ target: 'name', apply: (t) => ({ ...t, name }) })),
  fc
    .constantFrom(null, '2027-06-01')
    .map((startDate) => ({ target: 'startDate', apply: (t) => ({ ...t, startDate }) })),
  ...trip.days.map((_, i) =>
    fc.constantFrom('07:00', '11:00').map((start) => ({
      target: `day${i}`,
      apply: (t: TripDraft) => ({ ...t, days: t.days.map((d, j) => (j === i ? { ...d, start } : d)) }),
    })),
  ),
  ...trip.locations.flatMap((slug) => [
    fc.constant({
      target: slug,
      apply: (t: TripDraft) =>
        withStops(
          t,
          t.tripInfo.filter((i) => i.locationId !== slug),
        ),
    }),
    fc.integer({ min: 1, max: 4 }).map((day) => ({
      target: slug,
      apply: (t: TripDraft) => ({ ...t, tripInfo: t.tripInfo.map((i) => (i.locationId === slug ? { ...i, day } : i)) }),
    })),
  ]),
  ...slugs
    .filter((s) => !trip.locations.includes(s))
    .map((slug) =>
      fc.constant({
        target: slug,
        apply: (t: TripDraft) => (t.locations.includes(slug) ? t : withStops(t, [...t.tripInfo, stop(slug)])),
      }),
    ),
];

const applyAll = (trip: TripDraft, edits: Edit[]) => edits.reduce((t, e) => e.apply(t), trip);
const editedArb = (trip: TripDraft) =>
  fc.array(fc.oneof(...editsFor(trip)), { maxLength: 4 }).map((e) => applyAll(trip, e));

describe('mergeTrips: generated', () => {
  it('merging edits to disjoint parts equals applying both, with no clash', () => {
    const arb = tripArb.chain((trip) =>
      fc
        .array(fc.tuple(fc.oneof(...editsFor(trip)), fc.boolean()), { maxLength: 6 })
        .map((tagged) => ({ trip, tagged })),
    );
    fc.assert(
      fc.property(arb, ({ trip, tagged }) => {
        // Each target goes to one side only: the first edit to name it decides which.
        const owner = new Map<string, boolean>();
        for (const [edit, mine] of tagged) if (!owner.has(edit.target)) owner.set(edit.target, mine);
        const mineEdits = tagged.filter(([e]) => owner.get(e.target)).map(([e]) => e);
        const theirEdits = tagged.filter(([e]) => !owner.get(e.target)).map(([e]) => e);
        const { merged, clashes } = mergeTrips(trip, applyAll(trip, mineEdits), applyAll(trip, theirEdits));
        expect(clashes).toEqual([]);
        expect(merged).toEqual(applyAll(applyAll(trip, mineEdits), theirEdits));
      }),
    );
  });

  it('merge(base, x, base) = x, merge(base, base, y) = y and merge(base, x, x) = x with no clash', () => {
    const arb = tripArb.chain((trip) => editedArb(trip).map((edited) => ({ trip, edited })));
    fc.assert(
      fc.property(arb, ({ trip, edited }) => {
        expect(mergeTrips(trip, edited, trip)).toEqual({ merged: edited, clashes: [] });
        expect(mergeTrips(trip, trip, edited)).toEqual({ merged: edited, clashes: [] });
        expect(mergeTrips(trip, edited, edited)).toEqual({ merged: edited, clashes: [] });
      }),
    );
  });

  it('two unrelated edits of the same trip merge to a trip holding no stop twice', () => {
    const arb = tripArb.chain((trip) => fc.tuple(fc.constant(trip), editedArb(trip), editedArb(trip)));
    fc.assert(
      fc.property(arb, ([trip, mine, theirs]) => {
        const { merged } = mergeTrips(trip, mine, theirs);
        expect(new Set(merged.locations).size).toBe(merged.locations.length);
        expect(merged.tripInfo.map((i) => i.locationId)).toEqual(merged.locations);
      }),
    );
  });
});
