import { GUIDE_MODAL_NO_THANKS_REPEAT_MS, GUIDE_MODAL_REPEAT_MS } from '@/lib/constants';

/** Paths on which the guide modal never appears (docs/SPEC.md section 4). */
export const GUIDE_MODAL_EXCLUDED_PATHS = ['/travel-guides'] as const;

/** A dismissal as kept under localStorage 'guideModal': when, where, and whether it was "no thanks". */
export type GuideDismissal = { date: number; path: string; noThanks: boolean };

// A hand-written check rather than zod: this module ships to every page's browser bundle.
function isDismissal(value: unknown): value is GuideDismissal {
  if (typeof value !== 'object' || value === null) return false;
  const { date, path, noThanks } = value as Record<string, unknown>;
  return typeof date === 'number' && Number.isFinite(date) && typeof path === 'string' && typeof noThanks === 'boolean';
}

export function parseDismissal(raw: string | null): GuideDismissal | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDismissal(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function isExcludedPath(path: string): boolean {
  return GUIDE_MODAL_EXCLUDED_PATHS.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

/**
 * Whether the guide modal may appear on this path now: never on an excluded path, never again on
 * the path it was last shown on, and only once 30 s (or 7 days after "no thanks") have passed.
 */
export function mayShowGuideModal(path: string, now: number, last: GuideDismissal | null): boolean {
  if (isExcludedPath(path)) return false;
  if (!last) return true;
  if (last.path === path) return false;
  const wait = last.noThanks ? GUIDE_MODAL_NO_THANKS_REPEAT_MS : GUIDE_MODAL_REPEAT_MS;
  return now - last.date >= wait;
}

export function recordDismissal(path: string, now: number, noThanks: boolean): GuideDismissal {
  return { date: now, path, noThanks };
}
