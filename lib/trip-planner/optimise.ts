import { haversineKm, routeKm, type Point } from './geo';

export type OptimisableStop = Point & { locked?: boolean };

/**
 * Reorders the stops between a fixed start and end to shorten the drive: nearest neighbour fills
 * the unlocked positions, then 2-opt reverses runs of unlocked stops while that helps. Locked stops
 * keep their positions. Deterministic (ties go to the earlier stop), and never longer than the
 * order given: if the search finds nothing shorter, the given order comes back.
 * Returns the new order as indexes into `stops`.
 */
export function optimiseOrder(start: Point, end: Point, stops: OptimisableStop[]): number[] {
  const given = stops.map((_, i) => i);
  const free = given.filter((i) => !stops[i]!.locked);
  if (free.length < 2) return given;

  const order = [...given];
  const remaining = new Set(free);
  let previous: Point = start;
  for (let position = 0; position < order.length; position += 1) {
    if (stops[position]!.locked) {
      previous = stops[position]!;
      continue;
    }
    let best = -1;
    let bestKm = Infinity;
    for (const candidate of remaining) {
      const km = haversineKm(previous, stops[candidate]!);
      if (km < bestKm) {
        bestKm = km;
        best = candidate;
      }
    }
    remaining.delete(best);
    order[position] = best;
    previous = stops[best]!;
  }

  const lengthOf = (o: number[]) => routeKm([start, ...o.map((i) => stops[i]!), end]);
  let current = lengthOf(order);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      if (stops[order[i]!]!.locked) continue;
      for (let j = i + 1; j < order.length; j += 1) {
        if (stops[order[j]!]!.locked) break;
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const km = lengthOf(candidate);
        if (km < current - 1e-9) {
          order.splice(0, order.length, ...candidate);
          current = km;
          improved = true;
        }
      }
    }
  }
  return current < lengthOf(given) - 1e-9 ? order : given;
}
