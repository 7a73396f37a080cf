import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { kmToMiles } from './geo';

// The planner's clock times, drive times and distances in a page's language, through Intl: English
// writes "9:00 AM", Spanish (es-US) "9:00 a.m.". A time is minutes after a day's own midnight, not
// an instant, so it is formatted on a fixed UTC day and no time zone moves it.

const DAY_MINUTES = 24 * 60;

const clocks = new Map<Locale, Intl.DateTimeFormat>();
const numbers = new Map<Locale, Intl.NumberFormat>();

function clockFormat(locale: Locale): Intl.DateTimeFormat {
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    clocks.set(locale, format);
  }
  return format;
}

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 0 });
    numbers.set(locale, format);
  }
  return format;
}

/**
 * A time of day ("9:00 AM", "9:00 a.m."), minutes after midnight wrapped into one day. The space
 * before the day period is a plain one whatever the ICU version, so server and browser agree.
 */
export function clockTime(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const total = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return clockFormat(locale)
    .format(Date.UTC(2000, 0, 1, 0, total))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** A whole number in the language's digits and grouping. */
export const wholeNumber = (value: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale).format(Math.round(value));

/** A drive's length: "2 h 5 min", "45 min" (the unit symbols both languages write). */
export function driveTime(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const n = (value: number) => wholeNumber(value, locale);
  if (m === 60) return `${n(h + 1)} h 0 min`;
  return h ? `${n(h)} h ${n(m)} min` : `${n(m)} min`;
}

/** A distance in kilometres as the site shows it, in whole miles: "212 mi". */
export const milesText = (km: number, locale: Locale = DEFAULT_LOCALE): string =>
  `${wholeNumber(kmToMiles(km), locale)} mi`;
