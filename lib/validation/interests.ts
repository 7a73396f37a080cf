import { GUIDE_INTERESTS } from '@/lib/constants';

export type GuideInterest = (typeof GUIDE_INTERESTS)[number];

const KNOWN: ReadonlySet<string> = new Set(GUIDE_INTERESTS);

export function isGuideInterest(value: string): value is GuideInterest {
  return KNOWN.has(value);
}

/** The order call's interests: a brace-wrapped comma list, e.g. "{Arts,Beaches}" (docs/SPEC.md section 7). */
export function formatInterestList(interests: readonly string[]): string {
  return `{${interests.join(',')}}`;
}

/** The values of a brace-wrapped list, or null when the text is not one. */
export function parseInterestList(text: string): string[] | null {
  const match = /^\{([^{}]*)\}$/.exec(text.trim());
  if (!match) return null;
  return match[1]!
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}
