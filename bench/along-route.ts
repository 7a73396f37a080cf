// How long "Plan along the route" takes for one day: a day of 10 stops across the state and 1,500
// candidate places spread over Alabama (synthetic, bench only), at the editor's distances and with
// every place in range (the worst case: a drive is worked out for each). Each figure is the median
// CPU time of 15 runs after 3 to warm up, each from nothing (no drive is remembered between runs);
// CPU time, not the clock, so other work on a shared machine does not count.
// Usage: npx tsx bench/along-route.ts   (no server, no database)
import { placesAlongRoute, type AlongRouteCandidate } from '../lib/trip-planner/along-route';
import { ROAD_NODES } from '../lib/trip-planner/road-data';

const TOWNS = [
  'huntsville',
  'decatur',
  'cullman',
  'birmingham',
  'alabaster',
  'clanton',
  'prattville',
  'montgomery',
  'greenville',
  'evergreen',
  'bay-minette',
  'mobile',
];
const day = TOWNS.map((id) => {
  const node = ROAD_NODES[id];
  if (!node) throw new Error(`No road node ${id}`);
  return { lat: node.lat, lng: node.lng };
});

const candidates: AlongRouteCandidate[] = Array.from({ length: 1500 }, (_, i) => ({
  slug: `bench-place-${i}`,
  name: `Bench place ${i}`,
  kind: 'eat',
  city: 'Bench',
  lat: 30.25 + ((i * 7919) % 4650) / 1000,
  lng: -88.1 + ((i * 104729) % 2350) / 1000,
}));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const results = [
  { label: '5 mi', maxKm: 8 },
  { label: '10 mi', maxKm: 16 },
  { label: '25 mi', maxKm: 40 },
  { label: '50 mi', maxKm: 80 },
  { label: 'every place', maxKm: 1000 },
].map(({ label, maxKm }) => {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 18; run += 1) {
    const started = process.cpuUsage();
    found = placesAlongRoute(day, candidates, { maxKm }).length;
    const spent = process.cpuUsage(started);
    // The first runs warm the JIT up; the rest count.
    if (run >= 3) times.push((spent.user + spent.system) / 1000);
  }
  return {
    radius: label,
    stops: day.length - 2,
    candidates: candidates.length,
    found,
    medianMs: +median(times).toFixed(1),
  };
});
console.table(results);
const worst = Math.max(...results.map((r) => r.medianMs));
console.log(worst < 100 ? `ok: slowest median ${worst} ms` : `SLOW: slowest median ${worst} ms (budget 100 ms)`);
process.exit(worst < 100 ? 0 : 1);
