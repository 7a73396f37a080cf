import { FOOTER_NEWSLETTER, GUIDE, NEWSLETTER } from '@/components/forms/messages';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import {
  emptyGuideOrder,
  GUIDE_TAB_FIELDS,
  GUIDE_TAB_ORDER,
  guideOrderBody,
  type GuideOrderValues,
} from '@/lib/guide-orders/form';
import { guideOrderErrors } from '@/lib/guide-orders/form-check';
import { footerNewsletterErrors, newsletterModalErrors, subscriberBody } from '@/lib/newsletter/schema';
import { emailOfLength, long, order, ZIP_CASES } from './support';

// The form rules as a client meets them in the browser: the message each field shows, at the
// edges of every limit. The forms run the route handlers' schemas, so these are also the server's
// verdicts (tests/validation/forms-agree.test.ts checks that on generated input).

const TOO_LONG = 'must be at most 100 characters';

describe('the newsletter forms in the browser', () => {
  const modal = { email: 'kayla@example.com', first_name: 'Kayla', last_name: 'Reed' };

  it('sends a sign-up trimmed, with no interests', () => {
    const input = { email: ' Kayla@Example.com ', first_name: ' Kayla ', last_name: ' Reed ' };
    expect(newsletterModalErrors(input)).toEqual({});
    expect(subscriberBody(input)).toEqual({
      email: 'Kayla@Example.com',
      first_name: 'Kayla',
      last_name: 'Reed',
      interests: null,
    });
  });

  it.each([
    [
      { email: '', first_name: '', last_name: '' },
      {
        email: NEWSLETTER.emailRequired,
        first_name: NEWSLETTER.firstNameRequired,
        last_name: NEWSLETTER.lastNameRequired,
      },
    ],
    [
      { email: '   ', first_name: '   ' },
      { email: NEWSLETTER.emailRequired, first_name: NEWSLETTER.firstNameRequired },
    ],
    [{ email: 'kayla@example' }, { email: NEWSLETTER.emailInvalid }],
    [{ email: emailOfLength(254) }, {}],
    [{ email: emailOfLength(255) }, { email: NEWSLETTER.emailInvalid }],
    [{ first_name: long(100), last_name: long(100) }, {}],
    [{ first_name: long(101) }, { first_name: TOO_LONG }],
    [{ last_name: long(101) }, { last_name: TOO_LONG }],
  ])('the modal with %j: %j', (change, expected) => {
    expect(newsletterModalErrors({ ...modal, ...change })).toEqual(expected);
  });

  it.each([
    ['kayla@example.com', {}],
    [' kayla@example.com ', {}],
    ['', { email: FOOTER_NEWSLETTER.emailRequired }],
    ['kayla', { email: FOOTER_NEWSLETTER.emailInvalid }],
  ])('the footer form with %j: %j', (email, expected) => {
    expect(footerNewsletterErrors({ email })).toEqual(expected);
  });
});

describe('the vacation guide order form in the browser', () => {
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

  it('sends an order with every text field trimmed and the interests as a brace list', () => {
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
    expect(guideOrderErrors(padded)).toEqual({});
    expect(guideOrderBody(padded)).toEqual({ ...values, company: 'Acme', address2: 'Suite 2', interests: '{Arts}' });
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
      interests: 'has unknown values: Skiing',
    });
  });

  it.each<[Partial<GuideOrderValues>, Record<string, string>]>([
    [{ state: '' }, { state: GUIDE.stateRequired }],
    [{ state: 'al' }, { state: GUIDE.stateInvalid }],
    [{ state: 'ZZ' }, { state: GUIDE.stateInvalid }],
    [{ state: 'DC' }, {}],
    ...ZIP_CASES.map(([change, issues]): [Partial<GuideOrderValues>, Record<string, string>] => [
      change,
      Object.fromEntries(issues),
    ]),
    [{ zip: ' 35203 ' }, {}],
    [{ email: emailOfLength(254) }, {}],
    [{ email: emailOfLength(255) }, { email: GUIDE.emailInvalid }],
    [{ first_name: long(101) }, { first_name: TOO_LONG }],
    [{ last_name: long(101) }, { last_name: TOO_LONG }],
    [{ city: long(100) }, {}],
    [{ city: long(101) }, { city: TOO_LONG }],
    // docs/SPEC.md section 5: street and suite have a maximum length of 255.
    [{ address: long(255), address2: long(255), company: long(ADDRESS_MAX_LENGTH) }, {}],
    [{ address: long(256) }, { address: GUIDE.addressTooLong }],
    [{ address2: long(256) }, { address2: GUIDE.address2TooLong }],
    [{ company: long(ADDRESS_MAX_LENGTH + 1) }, { company: GUIDE.companyTooLong }],
  ])('with %j: %j', (change, expected) => {
    expect(guideOrderErrors({ ...values, ...change })).toEqual(expected);
  });
});
