import fc from 'fast-check';
import { buildItinerary } from '@/lib/trip-planner/itinerary';
import {
  addDay,
  applyFix,
  moveToDay,
  normaliseDraft,
  removeDay,
  stepStop,
  withDates,
  type TripDraft,
} from '@/lib/trip-planner/plan-edits';
import { defaultVisitMinutes } from '@/lib/trip-planner/visit-times';

const huntsville = { name: 'Huntsville', lat: 34.7304, lng: -86.5861 };
const gulfShores = { name: 'Gulf Shores', lat: 30.246, lng: -87.7008 };
const montgomery = { name: 'Montgomery', lat: 32.3668, lng: -86.3 };
const place = (slug: string, lat: number, lng: number, extra = {}) => ({ slug, name: slug, lat, lng, ...extra });
const rocket = place('us-space-rocket-center', 34.711, -86.654, { category: 'attraction', day: 1 });
const vulcan = place('vulcan-park', 33.492, -86.796, { category: 'attraction', day: 1 });
const capitol = place('alabama-state-capitol', 32.377, -86.301, { category: 'attraction', day: 2 });
const bridge = place('edmund-pettus-bridge', 32.4055, -87.0187, { category: 'attraction', day: 2 });
const wintzell = place('wintzells-oyster-house', 30.6925, -88.0433, { category: 'food', day: 3 });

describe('a day-by-day itinerary', () => {
  it('gives each stop an arrival after the drive and a departure after its visit, from the day’s own start', () => {
    const plan = buildItinerary(huntsville, gulfShores, [rocket, vulcan], { days: [{ start: '08:00' }] });
    const [first, second] = plan.days[0]!.stops;
    expect(plan.days[0]!.startMinutes).toBe(480);
    expect(first!.arrivalMinutes).toBeCloseTo(480 + plan.days[0]!.legs[0]!.minutes, 6);
    expect(first!.departureMinutes).toBe(first!.arrivalMinutes + defaultVisitMinutes('attraction'));
    expect(second!.arrivalMinutes).toBeCloseTo(first!.departureMinutes + plan.days[0]!.legs[1]!.minutes, 6);
  });

  it('uses the traveller’s own visit time, else a default by kind of place (a meal is shorter than a museum)', () => {
    expect(defaultVisitMinutes('food')).toBeLessThan(defaultVisitMinutes('attraction'));
    const own = buildItinerary(huntsville, gulfShores, [{ ...rocket, visitMinutes: 300 }]);
    expect(own.days[0]!.stops[0]!.visitMinutes).toBe(300);
    const meal = buildItinerary(huntsville, gulfShores, [{ ...wintzell, day: 1 }]);
    expect(meal.days[0]!.stops[0]!.visitMinutes).toBe(defaultVisitMinutes('food'));
  });

  it('ends a day at its night’s base and starts the next one there', () => {
    const base = { name: 'Montgomery', lat: montgomery.lat, lng: montgomery.lng };
    const plan = buildItinerary(huntsville, gulfShores, [rocket, vulcan, capitol, bridge], {
      days: [{ base }, {}],
    });
    expect(plan.days[0]!.finish?.name).toBe('Montgomery');
    expect(plan.days[0]!.legs.at(-1)).toMatchObject({ from: 'vulcan-park', to: 'Montgomery' });
    expect(plan.days[1]!.from.name).toBe('Montgomery');
    expect(plan.days[1]!.legs[0]).toMatchObject({ from: 'Montgomery', to: 'alabama-state-capitol' });
    // Without the base, day 2 leaves from day 1's last stop.
    const without = buildItinerary(huntsville, gulfShores, [rocket, vulcan, capitol, bridge]);
    expect(without.days[1]!.legs[0]!.from).toBe('vulcan-park');
  });

  it('never plans a base on the last day: the trip ends at its end point', () => {
    const plan = buildItinerary(huntsville, gulfShores, [rocket], { days: [{ base: montgomery }] });
    expect(plan.days[0]!.base).toBeNull();
    expect(plan.days[0]!.legs.at(-1)!.to).toBe('Gulf Shores');
  });

  it('says "next day" for a time past midnight, in order: later stops never read as earlier', () => {
    // Huntsville to Mobile with a four-hour visit, starting at 8 PM: the oyster house is reached after midnight.
    const plan = buildItinerary(
      huntsville,
      gulfShores,
      [
        { ...rocket, visitMinutes: 240 },
        { ...wintzell, day: 1 },
      ],
      {
        days: [{ start: '20:00' }],
      },
    );
    const late = plan.days[0]!.stops[1]!;
    expect(late.arrivalMinutes).toBeGreaterThan(24 * 60);
    expect(plan.days[0]!.warnings.map((w) => w.text)).toContainEqual(
      expect.stringMatching(
        /^Day 1: you would reach wintzells-oyster-house at \d{1,2}:\d\d AM next day, after 9:00 PM\./,
      ),
    );
  });

  it('offers to move a stop closed on its day to a day it is open', () => {
    const hours = ['Monday: Closed', 'Tuesday: 9:00 AM – 5:00 PM'];
    // 2027-04-05 is a Monday.
    const plan = buildItinerary(huntsville, huntsville, [{ ...rocket, hours }], {
      startDate: '2027-04-05',
      endDate: '2027-04-06',
    });
    expect(plan.days[0]!.warnings).toEqual([
      expect.objectContaining({
        fix: { kind: 'move', slug: rocket.slug, toDay: 2, label: `Move ${rocket.slug} to day 2` },
      }),
    ]);
  });
});

const draftOf = (stops = [rocket, vulcan, capitol, bridge, wintzell]): TripDraft =>
  normaliseDraft({
    name: 'Huntsville to the Gulf',
    startDate: null,
    endDate: null,
    days: [],
    stops: stops.map((s) => ({ ...s, show: true, locked: false })),
  });
const layout = (d: TripDraft) => d.stops.map((s) => `${s.day}:${s.slug}`);

describe('editing a draft day by day', () => {
  it('moves a stop to another day, at the end or at a position, keeping the stops in day order', () => {
    const draft = draftOf();
    expect(draft.days).toHaveLength(3);
    const moved = moveToDay(draft, vulcan.slug, 2);
    expect(layout(moved)).toEqual([
      '1:us-space-rocket-center',
      '2:alabama-state-capitol',
      '2:edmund-pettus-bridge',
      '2:vulcan-park',
      '3:wintzells-oyster-house',
    ]);
    expect(layout(moveToDay(draft, vulcan.slug, 2, 0)).slice(1, 3)).toEqual([
      '2:vulcan-park',
      '2:alabama-state-capitol',
    ]);
    expect(moveToDay(draft, vulcan.slug, 9)).toBe(draft);
  });

  it('steps a stop across a day boundary with the keyboard’s up and down', () => {
    const draft = draftOf();
    const down = stepStop(draft, vulcan.slug, false);
    expect(layout(down).slice(0, 3)).toEqual(['1:us-space-rocket-center', '2:vulcan-park', '2:alabama-state-capitol']);
    expect(stepStop(down, vulcan.slug, true)).toEqual(draft);
    expect(stepStop(draft, rocket.slug, true)).toBe(draft);
  });

  it('adds and removes days; a removed day’s stops join the day before; dated trips change their last day', () => {
    const dated = withDates(draftOf(), '2027-05-01', '2027-05-03');
    const longer = addDay(dated);
    expect(longer.days).toHaveLength(4);
    expect(longer.endDate).toBe('2027-05-04');
    const shorter = removeDay(dated, 2);
    expect(shorter.days).toHaveLength(2);
    expect(shorter.endDate).toBe('2027-05-02');
    expect(layout(shorter)).toEqual([
      '1:us-space-rocket-center',
      '1:vulcan-park',
      '1:alabama-state-capitol',
      '1:edmund-pettus-bridge',
      '2:wintzells-oyster-house',
    ]);
    expect(
      removeDay(normaliseDraft({ ...dated, days: [], stops: [], startDate: null, endDate: null }), 1).days,
    ).toHaveLength(1);
  });

  it('applies each kind of fix, and the draft before it is unchanged (so undo is keeping it)', () => {
    const draft = draftOf();
    const snapshot = structuredClone(draft);
    const moved = applyFix(draft, { kind: 'move', slug: bridge.slug, toDay: 3, label: '' });
    expect(moved.stops.find((s) => s.slug === bridge.slug)!.day).toBe(3);
    const added = applyFix(draft, { kind: 'add-day', moveSlug: wintzell.slug, label: '' });
    expect(added.days).toHaveLength(4);
    expect(added.stops.at(-1)).toMatchObject({ slug: wintzell.slug, day: 4 });
    expect(applyFix(draft, { kind: 'start-at', day: 2, start: 480, label: '' }).days[1]!.start).toBe('08:00');
    expect(
      applyFix(draft, { kind: 'shift-dates', startDate: '2027-06-01', endDate: '2027-06-03', label: '' }),
    ).toMatchObject({ startDate: '2027-06-01', endDate: '2027-06-03' });
    expect(draft).toEqual(snapshot);
  });

  it('keeps every stop exactly once, on a day that exists, whatever moves are made (generated)', () => {
    const move = fc.oneof(
      fc.record({
        kind: fc.constant('day' as const),
        stop: fc.nat(4),
        day: fc.integer({ min: 1, max: 5 }),
        at: fc.nat(5),
      }),
      fc.record({ kind: fc.constant('step' as const), stop: fc.nat(4), up: fc.boolean() }),
      fc.record({ kind: fc.constant('add' as const) }),
      fc.record({ kind: fc.constant('remove' as const), day: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 25 }), (moves) => {
        let draft = draftOf();
        const slugs = draft.stops.map((s) => s.slug).sort();
        for (const m of moves) {
          const slug = slugs[(m as { stop?: number }).stop ?? 0]!;
          if (m.kind === 'day') draft = moveToDay(draft, slug, m.day, m.at);
          if (m.kind === 'step') draft = stepStop(draft, slug, m.up);
          if (m.kind === 'add') draft = addDay(draft);
          if (m.kind === 'remove') draft = removeDay(draft, m.day);
        }
        expect(draft.stops.map((s) => s.slug).sort()).toEqual(slugs);
        expect(draft.stops.every((s) => s.day >= 1 && s.day <= draft.days.length)).toBe(true);
        expect(draft.stops.map((s) => s.day)).toEqual([...draft.stops.map((s) => s.day)].sort((a, b) => a - b));
        const plan = buildItinerary(huntsville, gulfShores, draft.stops, { days: draft.days });
        expect(plan.days).toHaveLength(draft.days.length);
        plan.days.forEach((d) => expect(d.stops.every((s) => s.day === d.day)).toBe(true));
      }),
      { numRuns: 200 },
    );
  });
});
