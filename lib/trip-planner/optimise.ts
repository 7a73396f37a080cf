import type { Point } from './geo';
import { driveMatrix, type DriveMatrix } from './roads';

export type OptimisableStop = Point & { locked?: boolean };

/**
 * Reorders the stops between a fixed start and end to shorten the drive time on the road graph
 * (the same matrix the itinerary and the editor's message use): nearest neighbour fills
 * the unlocked positions, then 2-opt reverses runs of unlocked stops while that helps. Locked stops
 * keep their positions. Deterministic (ties go to the earlier stop), and never longer than the
 * order given: if the search finds nothing shorter, the given order comes back.
 * Returns the new order as indexes into `stops`. `matrix`, when given, holds [start, ...stops, end].
 */
export function optimiseOrder(
  start: Point,
  end: Point,
  stops: OptimisableStop[],
  matrix: DriveMatrix = driveMatrix([start, ...stops, end]),
): number[] {
  const given = stops.map((_, i) => i);
  const free = given.filter((i) => !stops[i]!.locked);
  if (free.length < 2) return given;
  // Matrix indexes: 0 is the start, stop i is i + 1, the end is stops.length + 1.
  const cost = (from: number, to: number) => matrix.drive(from, to).minutes;
  const endAt = stops.length + 1;

  const order = [...given];
  const remaining = new Set(free);
  let previous = 0;
  for (let position = 0; position < order.length; position += 1) {
    if (stops[position]!.locked) {
      previous = position + 1;
      continue;
    }
    let best = -1;
    let bestCost = Infinity;
    for (const candidate of remaining) {
      const c = cost(previous, candidate + 1);
      if (c < bestCost) {
        bestCost = c;
        best = candidate;
      }
    }
    remaining.delete(best);
    order[position] = best;
    previous = best + 1;
  }

  const lengthOf = (o: number[]) => {
    let total = 0;
    let at = 0;
    for (const i of o) {
      total += cost(at, i + 1);
      at = i + 1;
    }
    return total + cost(at, endAt);
  };
  let current = lengthOf(order);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      if (stops[order[i]!]!.locked) continue;
      for (let j = i + 1; j < order.length; j += 1) {
        if (stops[order[j]!]!.locked) break;
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const minutes = lengthOf(candidate);
        if (minutes < current - 1e-9) {
          order.splice(0, order.length, ...candidate);
          current = minutes;
          improved = true;
        }
      }
    }
  }
  return current < lengthOf(given) - 1e-9 ? order : given;
}
