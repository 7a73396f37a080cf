import { NEWSLETTER } from '@/components/forms/messages';
import { AddSubscriberSchema, SignupMapSchema, SignupNewsletterSchema } from '@/lib/newsletter/schema';
import { emailOfLength, long, zodData, zodIssues } from './support';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

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
