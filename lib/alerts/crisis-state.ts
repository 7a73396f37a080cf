/** What the browser keeps under localStorage 'crisisManager'. */
export type CrisisState = { collapsed: boolean; collapsedAt: string | null };

// A hand-written check rather than zod: this module ships to every page's browser bundle.
function isCrisisState(value: unknown): value is CrisisState {
  if (typeof value !== 'object' || value === null) return false;
  const { collapsed, collapsedAt } = value as Record<string, unknown>;
  return typeof collapsed === 'boolean' && (collapsedAt === null || typeof collapsedAt === 'string');
}

export const EXPANDED: CrisisState = { collapsed: false, collapsedAt: null };

export function parseCrisisState(raw: string | null): CrisisState {
  if (!raw) return EXPANDED;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCrisisState(parsed) ? parsed : EXPANDED;
  } catch {
    return EXPANDED;
  }
}

/** A collapsed banner stays collapsed until an alert updated after the collapse arrives (docs/SPEC.md section 4). */
export function isCollapsed(state: CrisisState, alertUpdatedAt: string): boolean {
  if (!state.collapsed || !state.collapsedAt) return false;
  return Date.parse(alertUpdatedAt) <= Date.parse(state.collapsedAt);
}
