import { format as formatIn, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/locales';

// Each language's patterns: English "June 5 – 8, 2026", Spanish "5 – 8 de junio de 2026".
const PATTERNS = {
  en: { day: 'MMMM d, yyyy', start: 'MMMM d', sameMonthStart: 'MMMM d', sameMonthEnd: 'd, yyyy', time: 'h:mm a' },
  es: {
    day: "d 'de' MMMM 'de' yyyy",
    start: "d 'de' MMMM",
    sameMonthStart: 'd',
    sameMonthEnd: "d 'de' MMMM 'de' yyyy",
    time: 'h:mm aaaa',
  },
} as const;

const format = (date: Date, pattern: string, locale: Locale) =>
  formatIn(date, pattern, locale === 'es' ? { locale: es } : undefined);

/** "June 5, 2026" or "June 5 – 8, 2026" or "June 30 – July 2, 2026" from ISO days (in Spanish, "5 – 8 de junio de 2026"). */
export function formatDateRange(start: string, end: string, locale: Locale = 'en'): string {
  const p = PATTERNS[locale];
  const a = parseISO(start);
  const b = parseISO(end);
  if (start === end) return format(a, p.day, locale);
  if (a.getFullYear() !== b.getFullYear()) return `${format(a, p.day, locale)} – ${format(b, p.day, locale)}`;
  if (a.getMonth() === b.getMonth())
    return `${format(a, p.sameMonthStart, locale)} – ${format(b, p.sameMonthEnd, locale)}`;
  return `${format(a, p.start, locale)} – ${format(b, p.day, locale)}`;
}

/** "10:00" as "10:00 AM". */
export function formatTime(time: string | null, locale: Locale = 'en'): string | null {
  if (!time) return null;
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || Number.isNaN(h)) return time;
  return format(new Date(2000, 0, 1, h, m ?? 0), PATTERNS[locale].time, locale);
}
