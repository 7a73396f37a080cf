import * as yup from 'yup';
import type { z } from 'zod';
import { FEEDBACK } from '@/components/feedback/messages';
import { FOOTER_NEWSLETTER, GUIDE, NEWSLETTER } from '@/components/forms/messages';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import {
  emptyGuideOrder,
  footerNewsletterSchema,
  GUIDE_TAB_FIELDS,
  GUIDE_TAB_ORDER,
  guideOrderErrors,
  guideOrderSchema,
  newsletterModalSchema,
  type GuideOrderValues,
} from '@/lib/validation/client-forms';
import { FeedbackSchema, HelpfulnessSchema } from '@/lib/validation/feedback';
import { dbId, dbIdParam, isoDate, isRealDate } from '@/lib/validation/fields';
import { GuideOrderSchema, IdempotencyKeySchema } from '@/lib/validation/guide-order';
import { formatInterestList, parseInterestList } from '@/lib/validation/interests';
import { AddSubscriberSchema, SignupMapSchema, SignupNewsletterSchema } from '@/lib/validation/newsletter';
import { isEmail } from '@/lib/validation/patterns';
import { isStorableText } from '@/lib/validation/text';
import { isUsStateAbbr, US_STATES } from '@/lib/validation/us-states';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

type Issue = [path: string, message: string];

/** A zod refusal as [path, message] pairs; [] when the input is accepted. */
function zodIssues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

function zodData(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** Every yup message, in order, as the browser's formik sees them with abortEarly off. */
function yupIssues(schema: yup.AnySchema, values: unknown): Issue[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.inner.map((issue) => [issue.path ?? '', issue.message]);
  }
}

const long = (length: number) => 'x'.repeat(length);
const emailOfLength = (length: number) => `${'k'.repeat(length - '@example.com'.length)}@example.com`;
const UUID = '3f1c2a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';

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

describe('AddSubscriberSchema, SignupMapSchema and SignupNewsletterSchema', () => {
  it('trims names, lower-cases the email and keeps each interest once', () => {
    const input = {
      first_name: '  Kayla ',
      last_name: ' Reed',
      email: ' Kayla@Example.COM ',
      interests: ['Arts', 'Golf', 'Arts'],
    };
    expect(zodData(AddSubscriberSchema, input)).toEqual({
      first_name: 'Kayla',
      last_name: 'Reed',
      email: 'kayla@example.com',
      interests: ['Arts', 'Golf'],
    });
  });

  it('stores blank names and interests as null (the footer form sends only an email)', () => {
    expect(zodData(AddSubscriberSchema, { email: 'kayla@example.com' })).toEqual({
      first_name: null,
      last_name: null,
      email: 'kayla@example.com',
      interests: null,
    });
    expect(
      zodData(AddSubscriberSchema, { first_name: '   ', last_name: '', email: 'kayla@example.com', interests: [] }),
    ).toEqual({ first_name: null, last_name: null, email: 'kayla@example.com', interests: null });
  });

  it.each([
    [{ first_name: long(100) }, []],
    [{ first_name: long(101) }, [['first_name', 'must be at most 100 characters']]],
    [{ last_name: long(101) }, [['last_name', 'must be at most 100 characters']]],
    [{ email: undefined }, [['email', NEWSLETTER.emailRequired]]],
    [
      { email: '   ' },
      [
        ['email', NEWSLETTER.emailRequired],
        ['email', NEWSLETTER.emailInvalid],
      ],
    ],
    [{ email: 'kayla@example' }, [['email', NEWSLETTER.emailInvalid]]],
    [{ email: emailOfLength(254) }, []],
    [{ email: emailOfLength(255) }, [['email', NEWSLETTER.emailInvalid]]],
    [
      { interests: ['Arts', 'Skiing'] },
      [
        [
          'interests.1',
          'must be one of Arts, Beaches, CivilRights, Food, History, Music, Outdoor, Science, Sports, Golf',
        ],
      ],
    ],
  ])('addSubscriber with %j: %j', (change, expected) => {
    expect(zodIssues(AddSubscriberSchema, { email: 'kayla@example.com', ...change })).toEqual(expected);
  });

  it('signupMap takes the email alone, lower-cased', () => {
    expect(zodData(SignupMapSchema, { email: 'Kayla@Example.com' })).toEqual({ email: 'kayla@example.com' });
    expect(zodIssues(SignupMapSchema, {})).toEqual([['email', NEWSLETTER.emailRequired]]);
  });

  it('signupNewsletter upper-cases the state of the order', () => {
    const data = zodData(SignupNewsletterSchema, { email: 'kayla@example.com', state: ' al ' });
    expect(data).toMatchObject({ email: 'kayla@example.com', state: 'AL' });
  });

  it.each([
    [undefined, 'is required'],
    ['ZZ', 'must be the abbreviation of a US state'],
    ['', 'must be the abbreviation of a US state'],
  ])('signupNewsletter refuses the state %j: %s', (state, message) => {
    expect(zodIssues(SignupNewsletterSchema, { email: 'kayla@example.com', state })).toEqual([['state', message]]);
  });
});

const order = {
  first_name: 'Kayla',
  last_name: 'Reed',
  email: 'kayla@example.com',
  address: '301 Washington Ave',
  city: 'Montgomery',
  state: 'AL',
  zip: '36104',
};

describe('GuideOrderSchema (POST requestVacationGuide)', () => {
  it('fills in the optional fields, without an idempotency key', () => {
    expect(zodData(GuideOrderSchema, order)).toEqual({
      ...order,
      company: null,
      address2: null,
      newsletter: false,
      map: false,
      interests: [],
    });
  });

  it('trims every text field, lower-cases the email and keeps each interest once', () => {
    const input = {
      first_name: ' Kayla ',
      last_name: ' Reed ',
      email: ' Kayla@Example.COM ',
      company: '  Acme  ',
      address: ' 301 Washington Ave ',
      address2: '   ',
      city: ' Montgomery ',
      state: ' AL ',
      zip: ' 36104-1234 ',
      newsletter: true,
      map: true,
      interests: '{Arts,Beaches,Arts}',
      idempotencyKey: 'order-key-0001',
    };
    expect(zodData(GuideOrderSchema, input)).toEqual({
      ...order,
      company: 'Acme',
      address2: null,
      zip: '36104-1234',
      newsletter: true,
      map: true,
      interests: ['Arts', 'Beaches'],
      idempotencyKey: 'order-key-0001',
    });
  });

  it('names every missing required field with the form’s message', () => {
    expect(zodIssues(GuideOrderSchema, {})).toEqual([
      ['first_name', GUIDE.firstNameRequired],
      ['last_name', GUIDE.lastNameRequired],
      ['email', GUIDE.emailRequired],
      ['address', GUIDE.addressRequired],
      ['city', GUIDE.cityRequired],
      ['state', GUIDE.stateRequired],
      ['zip', GUIDE.zipRequired],
    ]);
  });

  const BRACES = 'must be a brace-wrapped comma list such as {Arts,Beaches}';
  it.each([
    [{ first_name: long(100), last_name: long(100), city: long(100) }, []],
    [{ first_name: long(101) }, [['first_name', 'must be at most 100 characters']]],
    [{ last_name: long(101) }, [['last_name', 'must be at most 100 characters']]],
    [{ city: long(101) }, [['city', 'must be at most 100 characters']]],
    [{ first_name: '   ' }, [['first_name', GUIDE.firstNameRequired]]],
    // SPEC section 5: street and suite have a maximum length of 255.
    [{ address: long(255), address2: long(255) }, []],
    [{ address: long(256) }, [['address', GUIDE.addressTooLong]]],
    [{ address2: long(256) }, [['address2', GUIDE.address2TooLong]]],
    [{ company: long(ADDRESS_MAX_LENGTH) }, []],
    [{ company: long(ADDRESS_MAX_LENGTH + 1) }, [['company', GUIDE.companyTooLong]]],
    [{ email: emailOfLength(254) }, []],
    [{ email: emailOfLength(255) }, [['email', GUIDE.emailInvalid]]],
    [{ email: 'kayla@example' }, [['email', GUIDE.emailInvalid]]],
    [
      { email: '  ' },
      [
        ['email', GUIDE.emailRequired],
        ['email', GUIDE.emailInvalid],
      ],
    ],
    [{ state: 'al' }, [['state', GUIDE.stateInvalid]]],
    [{ state: 'ZZ' }, [['state', GUIDE.stateInvalid]]],
    [
      { state: ' ' },
      [
        ['state', GUIDE.stateRequired],
        ['state', GUIDE.stateInvalid],
      ],
    ],
    [{ zip: '35203' }, []],
    [{ zip: '35203-1234' }, []],
    [{ zip: '3520' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: '35203-12' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: 'x35203' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: '35203x' }, [['zip', GUIDE.zipInvalid]]],
    [
      { zip: '' },
      [
        ['zip', GUIDE.zipRequired],
        ['zip', GUIDE.zipInvalid],
      ],
    ],
    [{ newsletter: 'yes' }, [['newsletter', 'must be true or false']]],
    [{ map: 1 }, [['map', 'must be true or false']]],
    [{ interests: 'Arts' }, [['interests', BRACES]]],
    [{ interests: ['Arts'] }, [['interests', BRACES]]],
    [{ interests: '{Nope,Arts,Zap}' }, [['interests', 'has unknown values: Nope, Zap']]],
    [{ company: 'Acme\u0000' }, [['company', 'must not contain NUL characters or broken Unicode']]],
  ])('with %j: %j', (change, expected) => {
    expect(zodIssues(GuideOrderSchema, { ...order, ...change })).toEqual(expected);
  });
});

describe('IdempotencyKeySchema', () => {
  const MESSAGE = 'must be 8 to 100 letters, digits, hyphens or underscores';
  it.each([long(8), long(100), UUID, 'order_key-01'])('accepts %s', (key) => {
    expect(zodData(IdempotencyKeySchema, key)).toBe(key);
  });

  it('trims the key', () => {
    expect(zodData(IdempotencyKeySchema, ' order-key-0001 ')).toBe('order-key-0001');
  });

  it.each([long(7), long(101), `!${long(10)}`, `${long(10)}!`, 'order key 0001'])('refuses %s', (key) => {
    expect(zodIssues(IdempotencyKeySchema, key)).toEqual([['', MESSAGE]]);
  });
});

const helpfulness = { Rating: 3, Timestamp: '2024-05-01T12:00:00Z', Path: '/things-to-do' };
const TIMESTAMP_MESSAGE = 'must be an ISO date-time or epoch milliseconds';

describe('HelpfulnessSchema (POST createHelpfulness)', () => {
  it('keeps the record as sent, with an empty Feedback list', () => {
    expect(zodData(HelpfulnessSchema, helpfulness)).toEqual({
      Rating: 3,
      Timestamp: new Date('2024-05-01T12:00:00Z'),
      Path: '/things-to-do',
      Feedback: [],
    });
  });

  it.each([3, 1.5, 0])('accepts the rating %d', (Rating) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Rating })).toEqual([]);
  });

  it.each([
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59.000Z'],
    ['2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00.000Z'],
    [1, '1970-01-01T00:00:00.001Z'],
    [Date.parse('9999-12-31T23:59:59.999Z'), '9999-12-31T23:59:59.999Z'],
  ])('accepts the Timestamp %j as %s', (Timestamp, expected) => {
    const data = zodData(HelpfulnessSchema, { ...helpfulness, Timestamp }) as { Timestamp: Date };
    expect(data.Timestamp.toISOString()).toBe(expected);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:59:59-01:00',
    Date.parse('+010000-01-01T00:00:00Z'),
    1.5,
    true,
    undefined,
  ])('refuses the Timestamp %j', (Timestamp) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Timestamp })).toEqual([['Timestamp', TIMESTAMP_MESSAGE]]);
  });

  it.each(['10000-01-01T00:00:00Z', 'yesterday', 0])('refuses the Timestamp %j, naming the field', (Timestamp) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Timestamp }).map(([path]) => path)).toEqual(['Timestamp']);
  });

  it.each([
    [{ Rating: 2 }, [['Rating', 'must be 3, 1.5 or 0']]],
    [{ Rating: '3' }, [['Rating', 'must be 3, 1.5 or 0']]],
    [{ Path: '/x' }, []],
    [{ Path: `/${long(1999)}` }, []],
    [{ Path: `/${long(2000)}` }, [['Path', 'must be at most 2000 characters']]],
    [{ Path: '//evil.example.com' }, [['Path', 'must be a path on this site, starting with /']]],
    [{ Path: 'x' }, [['Path', 'must be a path on this site, starting with /']]],
    [
      { Path: '' },
      [
        ['Path', 'is required'],
        ['Path', 'must be a path on this site, starting with /'],
      ],
    ],
    [{ Path: undefined }, [['Path', 'is required']]],
    [{ Path: '/x\uD800' }, [['Path', 'must not contain NUL characters or broken Unicode']]],
    [{ Path: 'x\uD800' }, [['Path', 'must not contain NUL characters or broken Unicode']]],
    [{ Feedback: [] }, []],
    [{ Feedback: [{ Note: 'early' }] }, [['Feedback', 'must be an empty list when the record is created']]],
  ])('with %j: %j', (change, expected) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, ...change })).toEqual(expected);
  });
});

const feedback = { Helpfulness: [UUID], Note: 'The opening hours are out of date.', Timestamp: 1714564800000 };

describe('FeedbackSchema (POST createFeedback)', () => {
  it('trims the note, keeps each issue once and starts the record as To Review', () => {
    const input = { ...feedback, Note: '  Hours are wrong.  ', Issues: ['Outdated', 'Inaccurate', 'Outdated'] };
    expect(zodData(FeedbackSchema, input)).toEqual({
      Helpfulness: [UUID],
      Note: 'Hours are wrong.',
      Issues: ['Outdated', 'Inaccurate'],
      Timestamp: new Date(1714564800000),
      Status: 'To Review',
    });
  });

  it('takes no issues as an empty list', () => {
    expect(zodData(FeedbackSchema, feedback)).toMatchObject({ Issues: [], Status: 'To Review' });
  });

  const ONE_RECORD = 'must be a list holding one helpfulness recordId';
  it.each([
    [{ Note: long(5000) }, []],
    [{ Note: long(5001) }, [['Note', 'must be at most 5000 characters']]],
    [{ Note: '   ' }, [['Note', FEEDBACK.noteRequired]]],
    [{ Note: undefined }, [['Note', FEEDBACK.noteRequired]]],
    [{ Helpfulness: UUID }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: [] }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: [UUID, UUID] }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: ['42'] }, [['Helpfulness.0', 'must hold the recordId of a helpfulness record']]],
    [
      { Issues: ['Outdated', 'Typo'] },
      [['Issues.1', 'must be among Inaccurate, Broken Links, Outdated, Not Relevant, Need more info, Incomplete']],
    ],
    [{ Status: 'To Review' }, []],
    [{ Status: 'Done' }, [['Status', "must be 'To Review'"]]],
    [{ Timestamp: '0000-01-01T00:00:00Z' }, [['Timestamp', TIMESTAMP_MESSAGE]]],
  ])('with %j: %j', (change, expected) => {
    expect(zodIssues(FeedbackSchema, { ...feedback, ...change })).toEqual(expected);
  });
});

describe('the newsletter forms in the browser (yup)', () => {
  const modal = { email: 'kayla@example.com', first_name: 'Kayla', last_name: 'Reed' };

  it('accepts a sign-up, trimmed', () => {
    const input = { email: ' Kayla@Example.com ', first_name: ' Kayla ', last_name: ' Reed ' };
    expect(newsletterModalSchema.validateSync(input)).toEqual({
      email: 'Kayla@Example.com',
      first_name: 'Kayla',
      last_name: 'Reed',
    });
  });

  it.each([
    [
      { email: '', first_name: '', last_name: '' },
      [
        ['email', NEWSLETTER.emailRequired],
        ['email', NEWSLETTER.emailInvalid],
        ['first_name', NEWSLETTER.firstNameRequired],
        ['last_name', NEWSLETTER.lastNameRequired],
      ],
    ],
    [
      { email: '   ', first_name: '   ' },
      [
        ['email', NEWSLETTER.emailRequired],
        ['email', NEWSLETTER.emailInvalid],
        ['first_name', NEWSLETTER.firstNameRequired],
      ],
    ],
    [{ email: 'kayla@example' }, [['email', NEWSLETTER.emailInvalid]]],
    [{ email: emailOfLength(254) }, []],
    [{ email: emailOfLength(255) }, [['email', NEWSLETTER.emailInvalid]]],
    [{ first_name: long(100), last_name: long(100) }, []],
    [{ first_name: long(101) }, [['first_name', 'first_name must be at most 100 characters']]],
    [{ last_name: long(101) }, [['last_name', 'last_name must be at most 100 characters']]],
  ])('the modal with %j: %j', (change, expected) => {
    expect(yupIssues(newsletterModalSchema, { ...modal, ...change })).toEqual(expected);
  });

  it.each([
    ['kayla@example.com', []],
    [' kayla@example.com ', []],
    [
      '',
      [
        ['email', FOOTER_NEWSLETTER.emailRequired],
        ['email', FOOTER_NEWSLETTER.emailInvalid],
      ],
    ],
    ['kayla', [['email', FOOTER_NEWSLETTER.emailInvalid]]],
  ])('the footer form with %j: %j', (email, expected) => {
    expect(yupIssues(footerNewsletterSchema, { email })).toEqual(expected);
  });
});

describe('the vacation guide order form in the browser (yup)', () => {
  const values: GuideOrderValues = { ...emptyGuideOrder, ...order, interests: ['Arts'] };

  it('starts empty, with nothing ticked', () => {
    expect(emptyGuideOrder).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      company: '',
      address: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      newsletter: false,
      map: false,
      interests: [],
    });
  });

  it('holds the fields on three tabs, in order', () => {
    expect(GUIDE_TAB_ORDER).toEqual(['info', 'address', 'misc']);
    expect(GUIDE_TAB_FIELDS).toEqual({
      info: ['first_name', 'last_name', 'email', 'company'],
      address: ['address', 'address2', 'city', 'state', 'zip'],
      misc: ['interests', 'newsletter', 'map'],
    });
  });

  it('accepts an order with every text field trimmed', () => {
    const padded = { ...values, company: ' Acme ', address2: ' Suite 2 ' };
    for (const field of [
      'first_name',
      'last_name',
      'email',
      'company',
      'address',
      'address2',
      'city',
      'zip',
    ] as const) {
      padded[field] = ` ${padded[field]} `;
    }
    expect(guideOrderSchema.validateSync(padded)).toEqual({ ...values, company: 'Acme', address2: 'Suite 2' });
  });

  it('accepts an order with an absent company and suite as empty', () => {
    const withoutOptional: Partial<GuideOrderValues> = { ...values };
    delete withoutOptional.company;
    delete withoutOptional.address2;
    expect(guideOrderSchema.validateSync(withoutOptional)).toEqual({ ...values, company: '', address2: '' });
    expect(guideOrderErrors(values)).toEqual({});
  });

  it('shows the first message of each field of an empty form', () => {
    expect(guideOrderErrors(emptyGuideOrder)).toEqual({
      first_name: GUIDE.firstNameRequired,
      last_name: GUIDE.lastNameRequired,
      email: GUIDE.emailRequired,
      address: GUIDE.addressRequired,
      city: GUIDE.cityRequired,
      state: GUIDE.stateRequired,
      zip: GUIDE.zipRequired,
    });
  });

  it('shows an interest outside the list under interests', () => {
    expect(guideOrderErrors({ ...values, interests: ['Arts', 'Skiing'] })).toEqual({
      interests:
        'interests[1] must be one of the following values: Arts, Beaches, CivilRights, Food, History, Music, Outdoor, Science, Sports, Golf',
    });
  });

  it.each([
    [{ state: '' }, [['state', GUIDE.stateRequired]]],
    [{ state: 'al' }, [['state', GUIDE.stateInvalid]]],
    [{ state: 'ZZ' }, [['state', GUIDE.stateInvalid]]],
    [{ state: 'DC' }, []],
    [{ zip: '35203' }, []],
    [{ zip: '35203-1234' }, []],
    [{ zip: ' 35203 ' }, []],
    [{ zip: '3520' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: '35203-12' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: 'x35203' }, [['zip', GUIDE.zipInvalid]]],
    [{ zip: '35203x' }, [['zip', GUIDE.zipInvalid]]],
    [{ email: emailOfLength(254) }, []],
    [{ email: emailOfLength(255) }, [['email', GUIDE.emailInvalid]]],
    [{ first_name: long(101) }, [['first_name', 'first_name must be at most 100 characters']]],
    [{ last_name: long(101) }, [['last_name', 'last_name must be at most 100 characters']]],
    [{ city: long(100) }, []],
    [{ city: long(101) }, [['city', 'city must be at most 100 characters']]],
    // SPEC section 5: street and suite have a maximum length of 255.
    [{ address: long(255), address2: long(255), company: long(ADDRESS_MAX_LENGTH) }, []],
    [{ address: long(256) }, [['address', GUIDE.addressTooLong]]],
    [{ address2: long(256) }, [['address2', GUIDE.address2TooLong]]],
    [{ company: long(ADDRESS_MAX_LENGTH + 1) }, [['company', GUIDE.companyTooLong]]],
  ])('with %j: %j', (change, expected) => {
    expect(yupIssues(guideOrderSchema, { ...values, ...change })).toEqual(expected);
  });
});
