import { dbId, dbIdParam, isoDate, isRealDate } from '@/lib/validation/fields';
import { formatInterestList, parseInterestList } from '@/lib/validation/interests';
import fc from 'fast-check';
import { isCognitoEmailUsername, isEmail } from '@/lib/validation/patterns';
import { isStorableText } from '@/lib/validation/text';
import { isUsStateAbbr, US_STATES } from '@/lib/validation/us-states';
import { emailOfLength, zodData, zodIssues } from './support';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

describe('isEmail and the email pattern', () => {
  it.each([
    ['kayla@example.com', true],
    ['kayla.reed+news@mail.example.co.uk', true],
    ['k@x.y.com', true],
    [`kayla@${'a'.repeat(63)}.com`, true],
    [`kayla@${'a'.repeat(64)}.com`, false],
    ['kayla@example', false],
    ['kayla@example.com!', false],
    ['<kayla@example.com', false],
    ['kayla@-example.com', false],
    ['kayla example@example.com', false],
    [emailOfLength(254), true],
    [emailOfLength(255), false],
  ])('%s is an email: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('every address a form accepts, the built-in user pool accepts as a username (it refuses only what Cognito does)', () => {
    fc.assert(fc.property(fc.emailAddress(), (address) => !isEmail(address) || isCognitoEmailUsername(address)));
    expect(isCognitoEmailUsername('zoë@exämple.com')).toBe(true);
    expect(isEmail('zoë@exämple.com')).toBe(false);
    expect(isCognitoEmailUsername('kayla@example')).toBe(false);
  });
});

describe('isStorableText', () => {
  it.each([
    ['Montgomery', true],
    ['', true],
    ['café 😀', true],
    ['a\u0000b', false],
    ['lone high at the end \uD800', false],
    ['\uD800 lone high before a space', false],
    ['\uDC00 lone low at the start', false],
    ['a lone low \uDC00 after a letter', false],
    ['a reversed pair \uDE00\uD83D', false],
  ])('%j is storable: %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('isRealDate and isoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['9999-12-31', true],
  ])('%s is a real date: %s', (value, expected) => {
    expect(isRealDate(value)).toBe(expected);
  });

  it('accepts a real YYYY-MM-DD as it is', () => {
    expect(zodData(isoDate(), '2024-02-29')).toBe('2024-02-29');
  });

  it.each([
    ['2023-02-29', 'is not a real date'],
    [20240101, 'must be a date (YYYY-MM-DD)'],
    [undefined, 'must be a date (YYYY-MM-DD)'],
    ['2024-01-01\u0000', 'must not contain NUL characters or broken Unicode'],
  ])('refuses %j: %s', (value, message) => {
    expect(zodIssues(isoDate(), value)).toEqual([['', message]]);
  });

  it.each(['x2024-01-01', '2024-01-01x', '2024-1-1'])('refuses %j as no date, and so no real one', (value) => {
    expect(zodIssues(isoDate(), value)).toEqual([
      ['', 'must be a date (YYYY-MM-DD)'],
      ['', 'is not a real date'],
    ]);
  });

  it('shows the message it is given', () => {
    expect(zodIssues(isoDate('must be the start date'), 'soon')[0]).toEqual(['', 'must be the start date']);
  });
});

describe('dbId (a JSON number)', () => {
  it.each([1, 2 ** 31 - 1])('accepts %d', (value) => {
    expect(zodData(dbId(), value)).toBe(value);
  });

  it.each([
    [2 ** 31, 'is too large'],
    [1.5, 'must be a positive whole number'],
    [0, 'must be a positive whole number'],
    [-1, 'must be a positive whole number'],
    ['5', 'must be a positive whole number'],
  ])('refuses %j: %s', (value, message) => {
    expect(zodIssues(dbId(), value)).toEqual([['', message]]);
  });

  it('shows the message it is given', () => {
    expect(zodIssues(dbId('must be a trip id'), 0)).toEqual([['', 'must be a trip id']]);
  });
});

describe('dbIdParam (digits in a path or query)', () => {
  it.each([
    ['007', 7],
    [' 12 ', 12],
    ['2147483647', 2147483647],
    ['00000000002147483647', 2147483647],
  ])('reads %j as %d', (value, expected) => {
    expect(zodData(dbIdParam(), value)).toBe(expected);
  });

  it.each([
    ['2147483648', 'is too large'],
    ['99999999999', 'is too large'],
    ['1e3', 'must be a positive whole number'],
    ['-1', 'must be a positive whole number'],
    ['x12', 'must be a positive whole number'],
    ['12x', 'must be a positive whole number'],
    ['0', 'must be a positive whole number'],
    ['', 'must be a positive whole number'],
    [undefined, 'must be a positive whole number'],
    ['1\u0000', 'must not contain NUL characters or broken Unicode'],
  ])('refuses %j: %s first', (value, message) => {
    // A value that is not digits also fails the size check after it; the first issue is the one shown.
    expect(zodIssues(dbIdParam(), value)[0]).toEqual(['', message]);
  });

  it('stops at broken text, with no other message', () => {
    expect(zodIssues(dbIdParam(), '1\u0000')).toEqual([['', 'must not contain NUL characters or broken Unicode']]);
  });

  it('shows the message it is given', () => {
    expect(zodIssues(dbIdParam('must be a place id'), 'abc')[0]).toEqual(['', 'must be a place id']);
  });
});

describe('US states and interest lists', () => {
  it.each([
    ['AL', true],
    ['DC', true],
    ['WY', true],
    ['al', false],
    ['ZZ', false],
    ['PR', false],
  ])('%s is a state the guide is mailed to: %s', (value, expected) => {
    expect(isUsStateAbbr(value)).toBe(expected);
  });

  it('lists the 50 states and the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES[0]).toEqual({ name: 'Alabama', abbr: 'AL' });
  });

  it.each([
    ['{Arts,Beaches}', ['Arts', 'Beaches']],
    [' { Arts , Beaches } ', ['Arts', 'Beaches']],
    ['{Arts,,Beaches,}', ['Arts', 'Beaches']],
    ['{}', []],
    ['Arts', null],
    ['x{Arts}', null],
    ['{Arts}x', null],
    ['{{Arts}}', null],
  ])('parses %j as %j', (value, expected) => {
    expect(parseInterestList(value)).toEqual(expected);
  });

  it('writes the brace-wrapped list the order call sends', () => {
    expect(formatInterestList(['Arts', 'Beaches'])).toBe('{Arts,Beaches}');
    expect(formatInterestList([])).toBe('{}');
  });
});
