/**
 * Which route-matrix requests cover the pairs nobody has asked Google for yet. Google bills every
 * element (origin x destination) a request names, so a request asks for missing pairs and, at
 * most, a point to itself; never a pair already known. A fresh trip is one request; a stop added
 * later is two (from it to every point, and from the others to it).
 */

/** Google's limit is 625 elements a request for lat/lng waypoints; 25 x 25 stays within it. */
export const MAX_WAYPOINTS_PER_SIDE = 25;

export type MatrixRequest = { origins: number[]; destinations: number[] };

const pair = (o: number, d: number) => `${o}>${d}`;

/**
 * `missing` holds "origin>destination" index pairs (never a point to itself). `merge` joins
 * requests whose union would name no known pair: worth it for a full matrix, quadratic in the
 * number of origins, so the caller turns it off for long trips that ask for their legs only.
 */
export function planMatrixRequests(missing: ReadonlySet<string>, merge: boolean): MatrixRequest[] {
  const rows = new Map<number, number[]>();
  for (const p of missing) {
    const [o, d] = p.split('>').map(Number) as [number, number];
    rows.set(o, [...(rows.get(o) ?? []), d]);
  }
  // Origins wanting the same destinations share a request.
  const bySet = new Map<string, MatrixRequest>();
  for (const [o, ds] of rows) {
    const destinations = [...new Set(ds)].sort((a, b) => a - b);
    const key = destinations.join(',');
    const group = bySet.get(key) ?? { origins: [], destinations };
    group.origins.push(o);
    bySet.set(key, group);
  }
  const groups = [...bySet.values()];
  const fits = (origins: number[], destinations: number[]) =>
    origins.every((o) => destinations.every((d) => o === d || missing.has(pair(o, d))));
  let merged = merge;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = groups[i]!;
        const b = groups[j]!;
        if (!fits(a.origins, b.destinations) || !fits(b.origins, a.destinations)) continue;
        const destinations = [...new Set([...a.destinations, ...b.destinations])].sort((x, y) => x - y);
        groups.splice(j, 1);
        groups[i] = { origins: [...a.origins, ...b.origins], destinations };
        merged = true;
        break outer;
      }
    }
  }
  return groups.flatMap(({ origins, destinations }) => {
    const sorted = [...origins].sort((a, b) => a - b);
    const out: MatrixRequest[] = [];
    for (let o = 0; o < sorted.length; o += MAX_WAYPOINTS_PER_SIDE)
      for (let d = 0; d < destinations.length; d += MAX_WAYPOINTS_PER_SIDE)
        out.push({
          origins: sorted.slice(o, o + MAX_WAYPOINTS_PER_SIDE),
          destinations: destinations.slice(d, d + MAX_WAYPOINTS_PER_SIDE),
        });
    return out;
  });
}
