/** Where the browser remembers which alert banners the visitor dismissed, as `id@updatedAt` keys. */
export const DISMISSED_ALERTS_KEY = 'dismissedAlerts';
// Only the newest few are kept: the reduced alert set holds at most 4 (docs/SPEC.md section 9).
const KEEP = 20;

/** A dismissal names the alert and its update time, so an edited alert shows again. */
export function dismissalKey(alert: { id: string; updatedAt: string }): string {
  return `${alert.id}@${alert.updatedAt}`;
}

export function readDismissed(): string {
  try {
    return window.localStorage.getItem(DISMISSED_ALERTS_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

export function parseDismissed(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(key: string): string {
  const next = JSON.stringify([...parseDismissed(readDismissed()).filter((k) => k !== key), key].slice(-KEEP));
  try {
    window.localStorage.setItem(DISMISSED_ALERTS_KEY, next);
  } catch {
    // Private modes may refuse storage: the alert still hides for this page view.
  }
  return next;
}
