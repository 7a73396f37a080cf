import type { Point } from './geo';
import { driveMatrix, type DriveMatrix } from './roads';

export type OptimisableStop = Point & { locked?: boolean };

/** Longest run of consecutive stops the or-opt move carries to another place in the order. */
const OR_OPT_RUN = 3;

/**
 * Reorders the stops between a fixed start and end to shorten the drive time on the road graph
 * (the same matrix the itinerary and the editor's message use): nearest neighbour fills
 * the unlocked positions, then two moves take turns while either helps: 2-opt reverses a run of
 * unlocked stops, and or-opt lifts a run of one to three unlocked stops out and puts it back
 * elsewhere (either way round). 2-opt alone can leave a stop behind that lies on the way between
 * two others, since reversing the whole run between them costs more than it saves; or-opt moves
 * just that stop to where the road passes it. Locked stops keep their positions. Deterministic
 * (ties go to the earlier stop), and never longer than the order given: if the search finds
 * nothing shorter, the given order comes back.
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
  // The positions unlocked stops may take; moves shuffle stops among these and leave the rest.
  const slots = given.filter((i) => !stops[i]!.locked);
  let current = lengthOf(order);
  const accept = (candidate: number[]) => {
    const minutes = lengthOf(candidate);
    if (minutes >= current - 1e-9) return false;
    order.splice(0, order.length, ...candidate);
    current = minutes;
    return true;
  };

  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      if (stops[order[i]!]!.locked) continue;
      for (let j = i + 1; j < order.length; j += 1) {
        if (stops[order[j]!]!.locked) break;
        if (accept([...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)])) improved = true;
      }
    }
    if (orOpt(order, slots, accept)) improved = true;
  }
  return current < lengthOf(given) - 1e-9 ? order : given;
}

/**
 * One pass of or-opt over the unlocked slots: every run of up to OR_OPT_RUN stops, tried at every
 * other place among the unlocked stops, as it was and reversed. `accept` takes the first order
 * that is shorter. Returns whether any was taken.
 */
function orOpt(order: number[], slots: number[], accept: (candidate: number[]) => boolean): boolean {
  let improved = false;
  for (let run = 1; run <= Math.min(OR_OPT_RUN, slots.length - 1); run += 1) {
    for (let from = 0; from + run <= slots.length; from += 1) {
      for (let to = 0; to <= slots.length - run; to += 1) {
        if (to === from) continue;
        const sequence = slots.map((slot) => order[slot]!);
        const moved = sequence.splice(from, run);
        for (const piece of run > 1 ? [moved, [...moved].reverse()] : [moved]) {
          const placed = [...sequence.slice(0, to), ...piece, ...sequence.slice(to)];
          const candidate = [...order];
          slots.forEach((slot, k) => (candidate[slot] = placed[k]!));
          if (accept(candidate)) {
            improved = true;
            break;
          }
        }
      }
    }
  }
  return improved;
}
