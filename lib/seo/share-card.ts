/** Open Graph's preferred size; networks crop other shapes. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The kinds of page that have a share card of their own, as they appear in its address. */
export const SHARE_CARD_KINDS = [
  'place',
  'event',
  'road-trip',
  'article',
  'city',
  'experience',
  'region',
  'maker',
  'trail',
  'cuisine',
  'restaurant-week',
] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

export function isShareCardKind(value: string): value is ShareCardKind {
  return (SHARE_CARD_KINDS as readonly string[]).includes(value);
}

/** Where a page's share card is drawn: one generator (app/share-card/[kind]/[key]) for every kind. */
export function shareCardPath(kind: ShareCardKind, key: string): string {
  return `/share-card/${kind}/${encodeURIComponent(key)}`;
}

/** What a card shows: what the page is, its name, where it is and its picture. */
export type ShareCardSubject = {
  /** "Place to Go", "Event", "Road Trip", ... */
  kind: string;
  title: string;
  /** Where it is, e.g. "Mobile, Alabama". */
  place: string;
  /** A site path to the record's SVG illustration, drawn on the card; null for none. */
  illustration: string | null;
};
