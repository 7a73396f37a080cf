import { buildItinerary, VISIT_MINUTES } from '@/lib/trip-planner/itinerary';
import { estimateDrive, haversineKm, ROAD_FACTOR } from '@/lib/trip-planner/geo';
import { checkHours, HOURS_TEXT } from '@/lib/trip-planner/hours';

const birmingham = { name: 'Birmingham', lat: 33.5186, lng: -86.8104 };
const montgomery = { name: 'Montgomery', lat: 32.3668, lng: -86.3 };
const mobile = { name: 'Mobile', lat: 30.6954, lng: -88.0399 };
const stop = (slug: string, lat: number, lng: number, extra = {}) => ({ slug, name: slug, lat, lng, ...extra });

describe('drive estimates', () => {
  it('uses the straight line times the road factor at 80 km/h', () => {
    const km = haversineKm(birmingham, montgomery);
    expect(km).toBeGreaterThan(130);
    expect(km).toBeLessThan(140);
    const drive = estimateDrive(birmingham, montgomery);
    expect(drive.km).toBeCloseTo(km * ROAD_FACTOR, 6);
    expect(drive.minutes).toBeCloseTo((drive.km / 80) * 60, 6);
  });
});

describe('buildItinerary', () => {
  it('spreads stops over the trip dates, with a leg per stop and the last day driving on to the end', () => {
    const stops = [stop('a', 33.4, -86.7), stop('b', 32.9, -86.5), stop('c', 32.4, -86.3), stop('d', 31.2, -87.5)];
    const plan = buildItinerary(birmingham, mobile, stops, { startDate: '2027-04-02', endDate: '2027-04-03' });
    expect(plan.days.map((d) => d.date)).toEqual(['2027-04-02', '2027-04-03']);
    expect(plan.days.map((d) => d.stops.map((s) => s.slug))).toEqual([['a', 'b'], ['c', 'd']]);
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
    const plan = buildItinerary(birmingham, birmingham, [stop('m', 33.5, -86.8, { hours })], { startDate: '2027-04-05', endDate: '2027-04-05' });
    expect(plan.days[0]!.stops[0]!.warning).toBe(HOURS_TEXT.closed('Monday'));
    expect(VISIT_MINUTES).toBeGreaterThan(0);
  });
});
