import { GUIDE } from '@/components/forms/messages';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { GuideOrderSchema, IdempotencyKeySchema } from '@/lib/guide-orders/schema';
import { emailOfLength, long, order, UUID, ZIP_CASES, zodData, zodIssues } from './support';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

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
    // docs/SPEC.md section 5: street and suite have a maximum length of 255.
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
    ...ZIP_CASES,
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
