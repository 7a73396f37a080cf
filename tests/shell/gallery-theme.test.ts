import { alabamaHour, galleryThemeForHour } from '@/lib/gallery-theme';

describe('gallery theme by hour', () => {
  it.each([
    [4, 'sunrise'],
    [8, 'sunrise'],
    [9, 'day'],
    [15, 'day'],
    [16, 'sunset'],
    [19, 'sunset'],
    [20, 'night'],
    [23, 'night'],
    [0, 'night'],
    [3, 'night'],
  ])('hour %i is %s', (hour, theme) => {
    expect(galleryThemeForHour(hour)).toBe(theme);
  });

  it('covers every hour of the day', () => {
    for (let h = 0; h < 24; h += 1) expect(['sunrise', 'day', 'sunset', 'night']).toContain(galleryThemeForHour(h));
  });

  it('reads the hour in Alabama (Central Time)', () => {
    expect(alabamaHour(new Date('2026-07-01T17:00:00Z'))).toBe(12);
    expect(alabamaHour(new Date('2026-01-15T05:30:00Z'))).toBe(23);
  });
});
