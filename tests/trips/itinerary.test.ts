import { buildItinerary } from '@/lib/trip-planner/itinerary';
import { DEFAULT_VISIT_MINUTES } from '@/lib/trip-planner/visit-times';
import { kmToMiles } from '@/lib/trip-planner/geo';
import { checkHours, HOURS_TEXT } from '@/lib/trip-planner/hours';
import { driveMatrix, orderDrive } from '@/lib/trip-planner/roads';

const birmingham = { name: 'Birmingham', lat: 33.5186, lng: -86.8104 };
const mobile = { name: 'Mobile', lat: 30.6954, lng: -88.0399 };
const stop = (slug: string, lat: number, lng: number, extra = {}) => ({ slug, name: slug, lat, lng, ...extra });

const capitol = { name: 'Alabama State Capitol', lat: 32.378, lng: -86.301 };
const gulfStatePark = stop('gulf-state-park', 30.259, -87.646);
const rocketCenter = stop('us-space-rocket-center', 34.711, -86.654);
const vulcan = stop('vulcan-park', 33.492, -86.796);

describe('drive estimates', () => {
  it('total the same road matrix the optimiser uses, and list the last leg to the end point', () => {
    const stops = [rocketCenter, vulcan, gulfStatePark];
    const plan = buildItinerary(birmingham, capitol, stops, { startDate: '2027-04-02', endDate: '2027-04-04' });
    const matrix = driveMatrix([birmingham, ...stops, capitol]);
    const whole = orderDrive(matrix, [0, 1, 2, 3, 4]);
    expect(plan.km).toBeCloseTo(whole.km, 6);
    expect(plan.minutes).toBeCloseTo(whole.minutes, 6);
    const last = plan.days.at(-1)!.legs.at(-1)!;
    expect([last.from, last.to]).toEqual(['gulf-state-park', 'Alabama State Capitol']);
    // Gulf State Park to the Capitol: about 195 mi and 3 h 00 (the given figures, docs/PERFORMANCE.md).
    expect(kmToMiles(last.km)).toBeGreaterThan(180);
    expect(kmToMiles(last.km)).toBeLessThan(215);
    expect(last.minutes).toBeLessThan(3.6 * 60);
  });
});

describe('feasibility warnings', () => {
  it('names the day and the stop to move when a day drives more than 8 hours', () => {
    // From the Shoals rather than the Rocket Center: since the road graph was tuned to its accuracy bench
    // (docs/PERFORMANCE.md), Birmingham, the Rocket Center and Gulf State Park drive in about 7 h 45, not
    // over 8 h, so that day is no longer a long one.
    const far = [stop('florence', 34.7998, -87.6773), gulfStatePark, stop('dauphin-island', 30.255, -88.11)];
    const plan = buildItinerary(birmingham, birmingham, far, { startDate: '2027-04-02', endDate: '2027-04-03' });
    expect(plan.days[0]!.minutes).toBeGreaterThan(8 * 60);
    expect(plan.days[0]!.warnings.map((w) => w.text)).toEqual([
      expect.stringMatching(/^Day 1 has 8 h \d+ min of driving, more than 8 hours\. Move gulf-state-park to day 2\.$/),
    ]);
  });

  it('on the last day, says to add a day, and warns of arriving after 9 PM or the next day', () => {
    const plan = buildItinerary(
      birmingham,
      birmingham,
      [rocketCenter, stop('fort-payne', 34.4442, -85.7197), gulfStatePark],
      { startDate: '2027-04-02', endDate: '2027-04-02' },
    );
    const [long, late, home] = plan.days[0]!.warnings.map((w) => w.text);
    expect(long).toMatch(
      /^Day 1 has 1\d h \d+ min of driving, more than 8 hours\. Add a day to the trip and move gulf-state-park to it\.$/,
    );
    expect(late).toMatch(
      /^Day 1: you would reach gulf-state-park at (9|10|11):\d\d PM, after 9:00 PM\. Start the day at [678]:[03]0\.$/,
    );
    expect(home).toMatch(
      /^Day 1: you would reach Birmingham at \d{1,2}:\d\d AM next day, after 9:00 PM\. Move a stop to an earlier day or add a day\.$/,
    );
  });

  it('says nothing about a day that can be driven', () => {
    const plan = buildItinerary(birmingham, capitol, [vulcan], { startDate: '2027-04-02', endDate: '2027-04-02' });
    expect(plan.days[0]!.warnings).toEqual([]);
  });

  it('warns, naming the day, when a stop is closed that day', () => {
    const hours = ['Monday: Closed', 'Tuesday: 9:00 AM – 5:00 PM'];
    const plan = buildItinerary(birmingham, birmingham, [stop('m', 33.5, -86.8, { hours })], {
      startDate: '2027-04-05',
      endDate: '2027-04-05',
    });
    expect(plan.days[0]!.warnings).toEqual([
      { text: 'Day 1: m: Closed on Mondays. Move m to another day.', fix: null },
    ]);
  });
});

describe('buildItinerary', () => {
  it('spreads stops over the trip dates, with a leg per stop and the last day driving on to the end', () => {
    const stops = [stop('a', 33.4, -86.7), stop('b', 32.9, -86.5), stop('c', 32.4, -86.3), stop('d', 31.2, -87.5)];
    const plan = buildItinerary(birmingham, mobile, stops, { startDate: '2027-04-02', endDate: '2027-04-03' });
    expect(plan.days.map((d) => d.date)).toEqual(['2027-04-02', '2027-04-03']);
    expect(plan.days.map((d) => d.stops.map((s) => s.slug))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(plan.days[0]!.legs[0]!.from).toBe('Birmingham');
    expect(plan.days[1]!.legs[0]!.from).toBe('b');
    expect(plan.days[1]!.legs.at(-1)!.to).toBe('Mobile');
    const sum = plan.days.reduce((s, d) => s + d.km, 0);
    expect(plan.km).toBeCloseTo(sum, 6);
  });

  it('honours the day a user chose for a stop, and without dates uses four stops a day', () => {
    const stops = Array.from({ length: 6 }, (_, i) => stop(`s${i}`, 33 - i * 0.1, -86.8));
    expect(buildItinerary(birmingham, birmingham, stops).days.map((d) => d.stops.length)).toEqual([3, 3]);
    const chosen = buildItinerary(birmingham, birmingham, [stop('x', 33, -86.8, { day: 2 }), stop('y', 32.9, -86.8)]);
    expect(chosen.days.map((d) => d.stops.map((s) => s.slug))).toEqual([[], ['x', 'y']]);
  });

  it('warns when a stop is closed or the plan arrives outside its hours', () => {
    const hours = ['Monday: Closed', 'Tuesday: 10:00 AM – 11:00 AM', 'Wednesday: 9:00 AM – 5:00 PM'];
    expect(checkHours(hours, '2027-04-05', 600)).toBe(HOURS_TEXT.closed('Monday'));
    expect(checkHours(hours, '2027-04-06', 12 * 60)).toBe(HOURS_TEXT.outside('Tuesday', '10:00 AM – 11:00 AM'));
    expect(checkHours(hours, '2027-04-07', 12 * 60)).toBeNull();
    expect(checkHours(hours, null, 12 * 60)).toBeNull();
    const plan = buildItinerary(birmingham, birmingham, [stop('m', 33.5, -86.8, { hours })], {
      startDate: '2027-04-05',
      endDate: '2027-04-05',
    });
    expect(plan.days[0]!.stops[0]!.warning).toBe(HOURS_TEXT.closed('Monday'));
    expect(DEFAULT_VISIT_MINUTES).toBeGreaterThan(0);
  });
});
