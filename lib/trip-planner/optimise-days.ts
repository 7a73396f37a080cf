import { knownDriveMatrix, type KnownDrive } from './drive-table';
import type { Point } from './geo';
import { optimiseOrder } from './optimise';
import type { DraftStop, TripDraft } from './plan-edits';

/**
 * Optimises each day on its own, keeping every stop on its day: a day's stops are reordered
 * between where the day starts (the trip's start, the last night's base, or the day before's last
 * stop) and where it must end (its night's base, the next day's first stop, or the trip's end).
 * Locked stops keep their places. Answers the new draft, or null when no day got shorter.
 */
export function optimiseDays(
  draft: TripDraft,
  begin: Point,
  end: Point,
  drives: readonly KnownDrive[] = [],
): TripDraft | null {
  const count = draft.days.length;
  const byDay = Array.from({ length: count }, (_, i) => draft.stops.filter((s) => s.day === i + 1));
  let here: Point = begin;
  let changed = false;
  for (let i = 0; i < count; i += 1) {
    const stops = byDay[i]!;
    const base = draft.days[i]?.base ?? null;
    const next = byDay.slice(i + 1).find((d) => d.length > 0)?.[0] ?? null;
    const goal: Point = i === count - 1 ? end : (base ?? next ?? end);
    if (stops.length > 1) {
      const matrix = knownDriveMatrix([here, ...stops, goal], drives);
      const order = optimiseOrder(here, goal, stops, matrix);
      if (order.some((j, k) => j !== k)) {
        byDay[i] = order.map((j) => stops[j]!);
        changed = true;
      }
    }
    here = base ?? byDay[i]!.at(-1) ?? here;
  }
  return changed ? { ...draft, stops: byDay.flat() as DraftStop[] } : null;
}
