import type { PLACE_DETAIL_MESSAGES } from './detail-messages';

type Key = keyof typeof PLACE_DETAIL_MESSAGES;
/** next-intl's `t` for the placeDetails namespace (or a test's stand-in). */
export type DetailT = (key: Key, values?: Record<string, string>) => string;

/** A line as the page shows it; `lang: 'en'` when it could not be said in the page's language. */
export type DetailLine = { text: string; lang?: 'en' };

const DAYS: Record<string, Key> = {
  monday: 'monday',
  tuesday: 'tuesday',
  wednesday: 'wednesday',
  thursday: 'thursday',
  friday: 'friday',
  saturday: 'saturday',
  sunday: 'sunday',
};
const TIME = /^\d{1,2}(?::\d{2})?\s?(AM|PM)?$/i;

function hoursIn(hours: string, t: DetailT): string | null {
  if (/^closed$/i.test(hours)) return t('closed');
  if (/^open 24 hours$/i.test(hours)) return t('openAllDay');
  const parts = hours.split(/\s*[–-]\s*|\s*,\s*/);
  if (!parts.every((part) => TIME.test(part))) return null;
  return hours.replace(
    /\s?\b(AM|PM)\b/gi,
    (_, half: string) => `\u00a0${t(half.toUpperCase() === 'AM' ? 'am' : 'pm')}`,
  );
}

/**
 * One opening-hours line ("Monday: 9:00 AM – 5:00 PM", the places supplement's form) in the
 * page's language; a line of another form stays as written, marked English.
 */
export function hoursLine(line: string, t: DetailT): DetailLine {
  const match = /^(\w+):\s*(.+)$/.exec(line.trim());
  const day = match && DAYS[match[1]!.toLowerCase()];
  const hours = match && hoursIn(match[2]!.trim(), t);
  return day && hours ? { text: t('hoursLine', { day: t(day), hours }) } : { text: line, lang: 'en' };
}

/** A welcome center's route ("I-65 southbound, near the Tennessee line") in the page's language. */
export function routeLine(route: string, t: DetailT): DetailLine {
  const match = /^(.+?) (northbound|southbound|eastbound|westbound), near the (.+) line$/.exec(route.trim());
  if (!match) return { text: route, lang: 'en' };
  const [, road, direction, state] = match as unknown as [string, string, Key, string];
  return { text: t('route', { road, direction: t(direction), state }) };
}
