import { checkHours } from '@/lib/trip-planner/hours';
import { InviteTokenSchema, INVITE_TTL_MS } from '@/lib/trip-planner/invites';

// Opening hours as Google writes them, read at their edges. 2027-04-05 is a Monday.
const MONDAY = '2027-04-05';
const at = (h: number, m = 0) => h * 60 + m;
const check = (line: string, minutes: number) => checkHours([`Monday: ${line}`], MONDAY, minutes);
const outside = (hours: string) => `You would arrive outside its Monday hours (${hours}).`;

describe('checkHours', () => {
  it.each([
    ['9:00 AM – 5:00 PM', at(9), null],
    ['9:00 AM – 5:00 PM', at(17), null],
    ['9:00 AM – 5:00 PM', at(8, 59), outside('9:00 AM – 5:00 PM')],
    ['9:00 AM – 5:00 PM', at(17, 1), outside('9:00 AM – 5:00 PM')],
    // Noon is 12 PM and midnight 12 AM; minutes count.
    ['12:00 PM – 1:30 PM', at(13, 30), null],
    ['12:00 PM – 1:30 PM', at(13, 31), outside('12:00 PM – 1:30 PM')],
    ['12:00 PM – 1:30 PM', at(11, 59), outside('12:00 PM – 1:30 PM')],
    // Written without spaces, with a hyphen, in lower case.
    ['9:00AM-5:00PM', at(17, 30), outside('9:00AM-5:00PM')],
    ['9:00am - 5:00pm', at(12), null],
    ['9:00am - 5:00pm', at(18), outside('9:00am - 5:00pm')],
    // Past midnight: open until 2 AM the next day.
    ['6:00 PM – 2:00 AM', at(23), null],
    ['6:00 PM – 2:00 AM', at(17, 59), outside('6:00 PM – 2:00 AM')],
    ['Closed', at(12), 'Closed on Mondays.'],
    ['Open 24 hours', at(3), null],
    // Opening and closing at the same minute is open round the clock, as Google writes some places.
    ['12:00 AM – 12:00 AM', at(15), null],
    ['6:00 AM – 6:00 AM', at(23, 30), null],
  ])('%s, arriving at minute %d: %s', (line, minutes, expected) => {
    expect(check(line, minutes)).toBe(expected);
  });

  it('has nothing to say without hours, a date or a line for that day', () => {
    expect(checkHours(null, MONDAY, at(3))).toBeNull();
    expect(checkHours(['Monday: Closed'], null, at(3))).toBeNull();
    expect(checkHours(['Tuesday: Closed'], MONDAY, at(3))).toBeNull();
  });
});

describe('invite links', () => {
  it('last seven days', () => {
    expect(INVITE_TTL_MS).toBe(604_800_000);
  });

  it.each([
    ['a'.repeat(20), true],
    ['A-z_9'.repeat(12) + 'abcd', true],
    ['a'.repeat(19), false],
    ['a'.repeat(65), false],
    [`!${'a'.repeat(30)}`, false],
    [`${'a'.repeat(30)}!`, false],
  ])('token %s is accepted: %s', (token, ok) => {
    const result = InviteTokenSchema.safeParse({ token });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('is not an invite token');
  });

  it('asks for a token that is missing', () => {
    expect(InviteTokenSchema.safeParse({}).error?.issues[0]?.message).toBe('is required');
  });
});
