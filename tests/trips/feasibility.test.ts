import { dayWarnings, duration } from '@/lib/trip-planner/feasibility';
import { buildItinerary } from '@/lib/trip-planner/itinerary';

// The thresholds are the issue's, written here as literals so that changing the code's constants
// fails these tests: more than 8 hours (480 min) at the wheel, arriving before 7:00 (420) or after
// 21:00 (1260).
const day = (facts: { driveMinutes?: number; arrival?: number; finish?: number }) =>
  dayWarnings({
    day: 2,
    dayCount: 3,
    driveMinutes: facts.driveMinutes ?? 60,
    stops:
      facts.arrival === undefined ? [] : [{ name: 'Cheaha State Park', arrivalMinutes: facts.arrival, warning: null }],
    finish: facts.finish === undefined ? null : { name: 'Birmingham', arrivalMinutes: facts.finish },
  });

describe('a day at the edges of what can be driven', () => {
  it('exactly 8 hours of driving is fine; a minute more is a long day', () => {
    expect(day({ driveMinutes: 480 })).toEqual([]);
    expect(day({ driveMinutes: 481 })).toEqual([
      'Day 2 has 8 h 1 min of driving, more than 8 hours. Add a day to the trip to split the drive.',
    ]);
  });

  it('arriving at 7:00 AM or at 9:00 PM is fine; a minute earlier or later is not', () => {
    expect(day({ arrival: 420 })).toEqual([]);
    expect(day({ arrival: 1260 })).toEqual([]);
    expect(day({ arrival: 419 })).toEqual([
      'Day 2: you would reach Cheaha State Park at 6:59 AM the next morning, before 7:00 AM. Move Cheaha State Park to day 3.',
    ]);
    expect(day({ arrival: 1261 })).toEqual([
      'Day 2: you would reach Cheaha State Park at 9:01 PM, after 9:00 PM. Move Cheaha State Park to day 3.',
    ]);
  });

  it('judges the arrival at the end point by the same hours', () => {
    expect(day({ finish: 1260 })).toEqual([]);
    expect(day({ finish: 1261 })).toEqual([
      'Day 2: you would reach Birmingham at 9:01 PM, after 9:00 PM. Move a stop to an earlier day or add a day.',
    ]);
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
