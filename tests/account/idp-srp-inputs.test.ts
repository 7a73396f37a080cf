import * as cognitoLibrary from 'amazon-cognito-identity-js';
import { isValidClientPublic, isValidTimestamp, srpTimestamp } from '@/lib/idp/srp';

// The two values an SRP client writes as text, checked before any arithmetic: the TIMESTAMP
// it signs, in the library's own format, and its public value A, in hex.

/** The library's clock-to-text and its SRP helper, which its type declarations leave out. */
const { DateHelper, AuthenticationHelper } = cognitoLibrary as unknown as {
  DateHelper: new () => { getNowString(): string };
  AuthenticationHelper: new (poolName: string) => { N: { toString(radix: number): string } };
};

/** The group's modulus N in hex, as the library holds it. */
const N = new AuthenticationHelper('pool').N.toString(16);

/** What the library writes at an instant (the clock is a fake one in the TIMESTAMP tests). */
function libraryTimestampAt(instant: number): string {
  jest.setSystemTime(instant);
  return new DateHelper().getNowString();
}

describe('TIMESTAMP', () => {
  beforeAll(() => jest.useFakeTimers());
  afterAll(() => jest.useRealTimers());

  test('every one the library writes in a year is accepted: each weekday, month and day of the month, at every hour', () => {
    const start = Date.UTC(2028, 0, 1); // a leap year, so 29 February is among them
    const written = Array.from({ length: 366 }, (_, day) =>
      libraryTimestampAt(start + day * 86_400_000 + (day % 24) * 3_600_000 + 59_999),
    );
    expect(written[0]).toBe('Sat Jan 1 00:00:59 UTC 2028');
    expect(written).toContain('Tue Feb 29 11:00:59 UTC 2028');
    expect(written.filter((timestamp) => !isValidTimestamp(timestamp))).toEqual([]);
  });

  test('the site’s own SRP client writes the library’s TIMESTAMP at every instant of a year', () => {
    const start = Date.UTC(2028, 0, 1);
    for (let day = 0; day < 366; day++) {
      const instant = start + day * 86_400_000 + (day % 24) * 3_600_000 + (day % 60) * 61_000;
      expect(srpTimestamp(new Date(instant))).toBe(libraryTimestampAt(instant));
    }
  });

  test.each([
    ['the day of the month zero-padded', 'Fri Nov 07 10:25:02 UTC 2026'],
    ['day 0', 'Fri Nov 0 10:25:02 UTC 2026'],
    ['day 32', 'Fri Nov 32 10:25:02 UTC 2026'],
    ['day 40', 'Fri Nov 40 10:25:02 UTC 2026'],
    ['a three-digit day', 'Fri Nov 127 10:25:02 UTC 2026'],
    ['a weekday that is not one', 'Fry Nov 27 10:25:02 UTC 2026'],
    ['a month that is not one', 'Fri Nox 27 10:25:02 UTC 2026'],
    ['a one-digit hour', 'Fri Nov 27 9:25:02 UTC 2026'],
    ['letters for the minutes', 'Fri Nov 27 10:ab:02 UTC 2026'],
    ['no seconds', 'Fri Nov 27 10:25 UTC 2026'],
    ['another zone', 'Fri Nov 27 10:25:02 GMT 2026'],
    ['a two-digit year', 'Fri Nov 27 10:25:02 UTC 26'],
    ['a five-digit year', 'Fri Nov 27 10:25:02 UTC 20266'],
    ['two spaces', 'Fri  Nov 27 10:25:02 UTC 2026'],
    ['an ISO date', '2026-11-27T10:25:02Z'],
    ['nothing', ''],
  ])('%s is refused: %p', (_, timestamp) => {
    expect(isValidTimestamp(timestamp)).toBe(false);
  });
});

describe('SRP_A', () => {
  test('is hex of any case, as the library writes it', () => {
    expect(isValidClientPublic('abc123')).toBe(true);
    expect(isValidClientPublic('ABC123')).toBe(true);
    expect(isValidClientPublic('7')).toBe(true);
  });

  test.each([
    ['nothing', ''],
    ['not hex', 'xyz'],
    ['hex then a letter past f', '12ag'],
    ['a letter past f then hex', 'g12a'],
    ['zero', '0'],
    ['zero written long', '0000'],
  ])('%s is refused: %p', (_, A) => {
    expect(isValidClientPublic(A)).toBe(false);
  });

  test('N and its multiples are refused: each is zero modulo N, and would fix the shared secret', () => {
    expect(N).toHaveLength(768); // 3072 bits, RFC 3526's group
    expect(N.startsWith('ffffffffffffffffc90fdaa2')).toBe(true);
    const twice = (BigInt(`0x${N}`) * 2n).toString(16);
    expect([N, N.toUpperCase(), `00${N}`, twice].filter(isValidClientPublic)).toEqual([]);
    expect(isValidClientPublic((BigInt(`0x${N}`) + 1n).toString(16))).toBe(true);
  });
});
