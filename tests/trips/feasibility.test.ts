import { dayWarnings, duration, formatClock } from '@/lib/trip-planner/feasibility';
import { buildItinerary } from '@/lib/trip-planner/itinerary';

// The limits, written here as literals so that changing the code's constants fails these tests:
// more than 8 hours (480 min) at the wheel, or arriving after 21:00 (1260); a fix never suggests a
// start before 6:00 (360).
const day = (facts: { driveMinutes?: number; arrival?: number; finish?: number; start?: number; dayNumber?: number }) =>
  dayWarnings({
    day: facts.dayNumber ?? 2,
    dayCount: 3,
    startMinutes: facts.start ?? 540,
    driveMinutes: facts.driveMinutes ?? 60,
    stops:
      facts.arrival === undefined
        ? []
        : [{ slug: 'cheaha-state-park', name: 'Cheaha State Park', arrivalMinutes: facts.arrival, warning: null }],
    finish: facts.finish === undefined ? null : { name: 'Birmingham', arrivalMinutes: facts.finish },
  });

describe('a day at the edges of what can be driven', () => {
  it('exactly 8 hours of driving is fine; a minute more is a long day', () => {
    expect(day({ driveMinutes: 480 })).toEqual([]);
    expect(day({ driveMinutes: 481 })).toEqual([
      {
        text: 'Day 2 has 8 h 1 min of driving, more than 8 hours. Add a day to the trip to split the drive.',
        fix: null,
      },
    ]);
    expect(day({ driveMinutes: 481, arrival: 700 })[0]).toEqual({
      text: 'Day 2 has 8 h 1 min of driving, more than 8 hours. Move Cheaha State Park to day 3.',
      fix: { kind: 'move', slug: 'cheaha-state-park', toDay: 3, label: 'Move Cheaha State Park to day 3' },
    });
    expect(day({ driveMinutes: 481, arrival: 700, dayNumber: 3 })[0]!.fix).toEqual({
      kind: 'add-day',
      moveSlug: 'cheaha-state-park',
      label: 'Add a day',
    });
  });

  it('arriving at 9:00 PM is fine; a minute later is late, fixed by starting earlier while that can be 6:00 or later', () => {
    expect(day({ arrival: 1260 })).toEqual([]);
    expect(day({ arrival: 1261 })).toEqual([
      {
        text: 'Day 2: you would reach Cheaha State Park at 9:01 PM, after 9:00 PM. Start the day at 8:30.',
        fix: { kind: 'start-at', day: 2, start: 510, label: 'Start at 8:30' },
      },
    ]);
    // Three hours late from a 9:00 start would need a 6:00 start: still offered. Later than that is not.
    expect(day({ arrival: 1440 })[0]!.fix).toEqual({ kind: 'start-at', day: 2, start: 360, label: 'Start at 6:00' });
    expect(day({ arrival: 1441 })).toEqual([
      {
        text: 'Day 2: you would reach Cheaha State Park at 12:01 AM next day, after 9:00 PM. Move Cheaha State Park to day 3.',
        fix: { kind: 'move', slug: 'cheaha-state-park', toDay: 3, label: 'Move Cheaha State Park to day 3' },
      },
    ]);
  });

  it('judges the arrival at the end point by the same hour', () => {
    expect(day({ finish: 1260 })).toEqual([]);
    expect(day({ finish: 1261 })[0]!.fix).toMatchObject({ kind: 'start-at', start: 510 });
    expect(day({ finish: 1500, start: 420 })).toEqual([
      {
        text: 'Day 2: you would reach Birmingham at 1:00 AM next day, after 9:00 PM. Move a stop to an earlier day or add a day.',
        fix: null,
      },
    ]);
  });
});

describe('times of day', () => {
  it('say "next day" past midnight, and never show a morning time as if it were the same evening', () => {
    expect(formatClock(540)).toBe('9:00 AM');
    expect(formatClock(1439)).toBe('11:59 PM');
    expect(formatClock(1440)).toBe('12:00 AM next day');
    expect(formatClock(1440 + 170)).toBe('2:50 AM next day');
    expect(formatClock(1440 + 568)).toBe('9:28 AM next day');
  });
});

describe('drive durations', () => {
  it('reads as hours and minutes, minutes alone under an hour, and rounds 59.6 minutes up to the next hour', () => {
    expect(duration(45)).toBe('45 min');
    expect(duration(125)).toBe('2 h 5 min');
    expect(duration(480)).toBe('8 h 0 min');
    expect(duration(119.6)).toBe('2 h 0 min');
    expect(duration(59.7)).toBe('1 h 0 min');
  });
});

describe('days of an itinerary', () => {
  const birmingham = { name: 'Birmingham', lat: 33.5186, lng: -86.8104 };
  const vulcan = { slug: 'vulcan-park', name: 'Vulcan Park and Museum', lat: 33.492, lng: -86.796 };
  const cheaha = { slug: 'cheaha-state-park', name: 'Cheaha State Park', lat: 33.4857, lng: -85.8086 };

  it('puts a stop asked for a day past the trip dates on the last day', () => {
    const plan = buildItinerary(
      birmingham,
      birmingham,
      [
        { ...vulcan, day: 1 },
        { ...cheaha, day: 5 },
      ],
      { startDate: '2027-04-02', endDate: '2027-04-03' },
    );
    expect(plan.days.map((d) => d.stops.map((s) => s.slug))).toEqual([['vulcan-park'], ['cheaha-state-park']]);
  });

  it('drives on to an end point elsewhere, and adds no leg when the last stop is the end point', () => {
    const elsewhere = buildItinerary(birmingham, birmingham, [cheaha]);
    expect(elsewhere.days[0]!.legs.map((leg) => leg.to)).toEqual(['Cheaha State Park', 'Birmingham']);
    const endsThere = buildItinerary(birmingham, { name: 'Cheaha State Park', lat: cheaha.lat, lng: cheaha.lng }, [
      cheaha,
    ]);
    expect(endsThere.days[0]!.legs.map((leg) => leg.to)).toEqual(['Cheaha State Park']);
    expect(endsThere.days[0]!.warnings).toEqual([]);
  });
});
