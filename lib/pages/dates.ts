import { format, parseISO } from 'date-fns';

/** "June 5, 2026" or "June 5 – 8, 2026" or "June 30 – July 2, 2026" from ISO days. */
export function formatDateRange(start: string, end: string): string {
  const a = parseISO(start);
  const b = parseISO(end);
  if (start === end) return format(a, 'MMMM d, yyyy');
  if (a.getFullYear() !== b.getFullYear()) return `${format(a, 'MMMM d, yyyy')} – ${format(b, 'MMMM d, yyyy')}`;
  if (a.getMonth() === b.getMonth()) return `${format(a, 'MMMM d')} – ${format(b, 'd, yyyy')}`;
  return `${format(a, 'MMMM d')} – ${format(b, 'MMMM d, yyyy')}`;
}

/** "10:00" as "10:00 AM". */
export function formatTime(time: string | null): string | null {
  if (!time) return null;
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || Number.isNaN(h)) return time;
  return format(new Date(2000, 0, 1, h, m ?? 0), 'h:mm a');
}
