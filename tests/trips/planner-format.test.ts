import { dayWarnings, duration, formatClock } from '@/lib/trip-planner/feasibility';
import { clockTime, driveTime, milesText, wholeNumber } from '@/lib/trip-planner/format';
import { ENGLISH_PLANNER_TEXT, PLANNER_TEXT, plannerTextOf } from '@/lib/trip-planner/messages';
import { message } from '@/tests/support/intl';

const spanish = plannerTextOf(message('es', 'tripPlanner'), 'es');
const english = plannerTextOf(message('en', 'tripPlanner'), 'en');

describe('the planner writes times, drive times and distances in the page’s language', () => {
  it('keeps English as it was: 9:00 AM, 12:00 PM, 11:59 PM', () => {
    expect(clockTime(540, 'en')).toBe('9:00 AM');
    expect(clockTime(720, 'en')).toBe('12:00 PM');
    expect(clockTime(1439, 'en')).toBe('11:59 PM');
    expect(clockTime(0)).toBe('12:00 AM');
    expect(formatClock(540)).toBe('9:00 AM');
    expect(formatClock(1440 + 170, english)).toBe('2:50 AM next day');
    expect(ENGLISH_PLANNER_TEXT.locale).toBe('en');
  });

  it('writes Spanish times as es-US does, through Intl, with no AM or PM', () => {
    const intl = (h: number, m: number) =>
      new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
        .format(Date.UTC(2000, 0, 1, h, m))
        .replace(/[\u202f\u00a0]/g, ' ');
    expect(clockTime(540, 'es')).toBe(intl(9, 0));
    expect(clockTime(1290, 'es')).toBe(intl(21, 30));
    expect(clockTime(540, 'es')).toMatch(/^9:00 a\.\s?m\.$/);
    expect(formatClock(1290, spanish)).not.toMatch(/AM|PM/);
    expect(formatClock(1440 + 170, spanish)).toBe(`${intl(2, 50)} del día siguiente`);
  });

  it('gives server and browser the same plain space before the day period', () => {
    for (const locale of ['en', 'es'] as const) expect(clockTime(615, locale)).not.toMatch(/[\u202f\u00a0]/);
  });

  it('writes drive times and distances with the language’s digits', () => {
    expect(driveTime(125, 'en')).toBe('2 h 5 min');
    expect(driveTime(45, 'es')).toBe('45 min');
    expect(driveTime(119.7, 'es')).toBe('2 h 0 min');
    expect(duration(125)).toBe('2 h 5 min');
    expect(wholeNumber(1234.4, 'en')).toBe('1,234');
    expect(wholeNumber(1234.4, 'es')).toBe(new Intl.NumberFormat('es-US').format(1234));
    expect(milesText(100, 'en')).toBe('62 mi');
    expect(milesText(100, 'es')).toBe('62 mi');
  });

  it('words a late arrival in Spanish with a Spanish time', () => {
    const lateDay = {
      day: 1,
      dayCount: 1,
      startMinutes: 9 * 60,
      driveMinutes: 60,
      stops: [{ slug: 'late-place', name: 'Late Place', arrivalMinutes: 21 * 60 + 30, warning: null }],
      finish: null,
    };
    const [warning] = dayWarnings({ ...lateDay, text: spanish });
    expect(warning?.text).toContain(`a las ${clockTime(1290, 'es')}`);
    expect(warning?.text).not.toMatch(/\b[AP]M\b/);
    const [englishWarning] = dayWarnings(lateDay);
    expect(englishWarning?.text).toContain('at 9:30 PM, after 9:00 PM.');
    expect(PLANNER_TEXT.late).toContain('9:00 PM');
  });
});
