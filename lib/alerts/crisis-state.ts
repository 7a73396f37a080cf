import { z } from 'zod';

/** What the browser keeps under localStorage 'crisisManager'. */
export const CrisisStateSchema = z.object({ collapsed: z.boolean(), collapsedAt: z.string().nullable() });
export type CrisisState = z.infer<typeof CrisisStateSchema>;

export const EXPANDED: CrisisState = { collapsed: false, collapsedAt: null };

export function parseCrisisState(raw: string | null): CrisisState {
  if (!raw) return EXPANDED;
  try {
    const parsed = CrisisStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EXPANDED;
  } catch {
    return EXPANDED;
  }
}

/** A collapsed banner stays collapsed until an alert updated after the collapse arrives (SPEC section 4). */
export function isCollapsed(state: CrisisState, alertUpdatedAt: string): boolean {
  if (!state.collapsed || !state.collapsedAt) return false;
  return Date.parse(alertUpdatedAt) <= Date.parse(state.collapsedAt);
}
