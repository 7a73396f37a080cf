import { GALLERY_THEME_HOURS } from '@/lib/constants';

export type GalleryTheme = (typeof GALLERY_THEME_HOURS)[number]['theme'];

/** The gallery theme for an hour of the day, 0-23 (docs/SPEC.md section 2.5): 4-8 sunrise, 9-15 day, 16-19 sunset, 20-3 night. */
export function galleryThemeForHour(hour: number): GalleryTheme {
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  for (const { theme, from, to } of GALLERY_THEME_HOURS) {
    const inRange = from <= to ? h >= from && h <= to : h >= from || h <= to;
    if (inRange) return theme;
  }
  return 'day';
}

/** The hour in Alabama (Central Time) at a given moment. */
export function alabamaHour(at: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: 'America/Chicago',
  }).format(at);
  return Number(hour);
}
