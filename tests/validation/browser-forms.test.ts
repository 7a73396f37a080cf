import * as yup from 'yup';
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
import { emailOfLength, long, order, ZIP_CASES, type Issue } from './support';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

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
    ...ZIP_CASES,
    [{ zip: ' 35203 ' }, []],
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
