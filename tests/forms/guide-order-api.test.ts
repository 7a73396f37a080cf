import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/newsletter/requestVacationGuide/route';
import { GUIDE } from '@/components/forms/messages';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { mapSignups, newsletterSubscribers, vacationGuideOrders } from '@/lib/db/schema';
import { hasGuideOrderFor } from '@/lib/guide-orders';
import { message } from '../support/intl';
import { post, rowCount } from './support';

const URL = '/api/newsletter/requestVacationGuide';

const valid = {
  first_name: 'Zelda',
  last_name: 'Fitzgerald',
  email: 'Zelda@Example.com',
  company: '',
  address: '919 Felder Avenue',
  address2: '',
  city: 'Montgomery',
  state: 'AL',
  zip: '36106',
  newsletter: false,
  map: false,
  interests: '{Arts,History}',
};

// The first use migrates and seeds the database, which is slow on a busy machine.
beforeAll(() => getDb(), 180_000);

describe('POST /api/newsletter/requestVacationGuide', () => {
  it('stores an order with its interests from the brace-wrapped list', async () => {
    const { status, body } = await post(POST, URL, valid, { 'idempotency-key': 'order-key-0001' });
    expect(status).toBe(201);
    expect(body).toEqual({ orderId: expect.any(Number), created: true });
    const db = await getDb();
    const [row] = await db.select().from(vacationGuideOrders).where(eq(vacationGuideOrders.id, body.orderId));
    expect(row).toMatchObject({
      email: 'zelda@example.com',
      company: null,
      address2: null,
      state: 'AL',
      zip: '36106',
      interests: ['Arts', 'History'],
    });
  });

  it('stores one order for a double submit with the same key, and answers the first order', async () => {
    const before = await rowCount(vacationGuideOrders);
    const headers = { 'idempotency-key': '9b2f6c1e-8a51-4b1f-9f0e-0c0d3c1a2b3c' };
    const [first, second] = await Promise.all([post(POST, URL, valid, headers), post(POST, URL, valid, headers)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.orderId).toBe(second.body.orderId);
    const third = await post(POST, URL, { ...valid, idempotencyKey: headers['idempotency-key'] });
    expect(third.status).toBe(200);
    expect(third.body).toEqual({ orderId: first.body.orderId, created: false });
    expect(await rowCount(vacationGuideOrders)).toBe(before + 1);
  });

  it('refuses a key reused for a different address with a 422 and stores nothing', async () => {
    await post(POST, URL, valid, { 'idempotency-key': 'order-key-reused-1' });
    const before = await rowCount(vacationGuideOrders);
    const response = await post(
      POST,
      URL,
      { ...valid, address: '1 Other Street' },
      { 'idempotency-key': 'order-key-reused-1' },
    );
    expect(response.status).toBe(422);
    expect(response.body.error.field).toBe('idempotencyKey');
    expect(await rowCount(vacationGuideOrders)).toBe(before);
  });

  it.each([
    ['first_name', 'Scott'],
    ['last_name', 'Sayre'],
    ['email', 'other@example.com'],
    ['address', '1 Other Street'],
    ['address2', 'Apt 2'],
    ['city', 'Mobile'],
    ['state', 'GA'],
    ['zip', '36104'],
  ])('refuses a key reused with a different %s, saying why, and stores nothing', async (field, value) => {
    const key = `order-key-field-${field}`;
    await post(POST, URL, valid, { 'idempotency-key': key });
    const before = await rowCount(vacationGuideOrders);
    const response = await post(POST, URL, { ...valid, [field]: value }, { 'idempotency-key': key });
    expect([response.status, response.body.error.message]).toEqual([
      422,
      'This idempotency key was already used for a different order.',
    ]);
    expect(await rowCount(vacationGuideOrders)).toBe(before);
  });

  it('signs nobody up for the newsletter or the map when neither box is ticked', async () => {
    const { status } = await post(POST, URL, { ...valid, email: 'neither@example.com' });
    expect(status).toBe(201);
    const db = await getDb();
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'neither@example.com')),
    ).toHaveLength(0);
    expect(await db.select().from(mapSignups).where(eq(mapSignups.email, 'neither@example.com'))).toHaveLength(0);
  });

  it('signs up for the map alone when only the map is asked for', async () => {
    await post(POST, URL, { ...valid, email: 'maponly@example.com', map: true });
    const db = await getDb();
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'maponly@example.com')),
    ).toHaveLength(0);
    expect(await db.select().from(mapSignups).where(eq(mapSignups.email, 'maponly@example.com'))).toHaveLength(1);
  });

  it('knows whether a guide was ever ordered for an address, whatever its case', async () => {
    await post(POST, URL, { ...valid, email: 'Ordered@Example.com' });
    expect(await hasGuideOrderFor('ORDERED@example.COM')).toBe(true);
    expect(await hasGuideOrderFor('never-ordered@example.com')).toBe(false);
  });

  it('stores two orders for two keys', async () => {
    const before = await rowCount(vacationGuideOrders);
    await post(POST, URL, valid, { 'idempotency-key': 'order-key-a-0001' });
    await post(POST, URL, valid, { 'idempotency-key': 'order-key-b-0001' });
    expect(await rowCount(vacationGuideOrders)).toBe(before + 2);
  });

  it('signs the orderer up for the newsletter and the map when asked, with the state', async () => {
    const { status } = await post(POST, URL, {
      ...valid,
      email: 'both@example.com',
      newsletter: true,
      map: true,
      zip: '36106-1234',
      interests: '{}',
    });
    expect(status).toBe(201);
    const db = await getDb();
    const [subscriber] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'both@example.com'));
    expect(subscriber).toMatchObject({ state: 'AL', firstName: 'Zelda', source: 'guide-order' });
    expect(await db.select().from(mapSignups).where(eq(mapSignups.email, 'both@example.com'))).toHaveLength(1);
  });

  const long = 'x'.repeat(ADDRESS_MAX_LENGTH + 1);
  it.each([
    ['no first name', { first_name: '' }, 'first_name', GUIDE.firstNameRequired],
    ['no last name', { last_name: '   ' }, 'last_name', GUIDE.lastNameRequired],
    ['no email', { email: '' }, 'email', GUIDE.emailRequired],
    ['a malformed email', { email: 'zelda@' }, 'email', GUIDE.emailInvalid],
    ['no street', { address: '' }, 'address', GUIDE.addressRequired],
    ['a street over 255 characters', { address: long }, 'address', GUIDE.addressTooLong],
    ['a suite over 255 characters', { address2: long }, 'address2', GUIDE.address2TooLong],
    ['no city', { city: '' }, 'city', GUIDE.cityRequired],
    ['no state', { state: '' }, 'state', GUIDE.stateRequired],
    ['a Canadian province', { state: 'ON' }, 'state', GUIDE.stateInvalid],
    ['a territory name instead of an abbreviation', { state: 'Alabama' }, 'state', GUIDE.stateInvalid],
    ['no ZIP code', { zip: '' }, 'zip', GUIDE.zipRequired],
    ['a Canadian postal code', { zip: 'K1A 0B1' }, 'zip', GUIDE.zipInvalid],
    ['a four-digit ZIP', { zip: '3610' }, 'zip', GUIDE.zipInvalid],
    ['interests that are not a brace list', { interests: 'Arts,History' }, 'interests', 'brace-wrapped'],
    ['an unknown interest', { interests: '{Arts,Casinos}' }, 'interests', 'Casinos'],
    ['interests sent as an array', { interests: ['Arts'] }, 'interests', undefined],
    ['newsletter as a string', { newsletter: 'yes' }, 'newsletter', undefined],
  ])('refuses %s with a 400 and stores nothing', async (_name, change, field, message) => {
    const before = await rowCount(vacationGuideOrders);
    const response = await post(POST, URL, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    if (message) expect(response.body.error.message).toContain(message);
    expect(await rowCount(vacationGuideOrders)).toBe(before);
  });

  it("words a field's message in Spanish for a request from a Spanish page, in English otherwise", async () => {
    const spanish = await post(POST, URL, { ...valid, zip: '3610' }, { 'x-site-locale': 'es' });
    expect(spanish.status).toBe(400);
    expect(spanish.body.error.field).toBe('zip');
    expect(spanish.body.error.message).toContain(message('es', 'guideOrder')('zipInvalid'));
    const unknown = await post(POST, URL, { ...valid, zip: '3610' }, { 'x-site-locale': 'fr' });
    expect(unknown.body.error.message).toContain(GUIDE.zipInvalid);
  });

  it('refuses a malformed idempotency key and stores nothing', async () => {
    const before = await rowCount(vacationGuideOrders);
    const response = await post(POST, URL, valid, { 'idempotency-key': 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('idempotencyKey');
    expect(await rowCount(vacationGuideOrders)).toBe(before);
  });

  it('refuses an email over 254 characters and stores nothing', async () => {
    const before = await rowCount(vacationGuideOrders);
    const response = await post(POST, URL, { ...valid, newsletter: true, email: 'x'.repeat(250) + '@example.com' });
    expect(response.status).toBe(400);
    expect(await rowCount(vacationGuideOrders)).toBe(before);
  });
});
