import { eq } from 'drizzle-orm';
import { POST as addSubscriber } from '@/app/api/newsletter/addSubscriber/route';
import { POST as signupMap } from '@/app/api/newsletter/signupMap/route';
import { POST as signupNewsletter } from '@/app/api/newsletter/signupNewsletter/route';
import { NEWSLETTER } from '@/components/forms/messages';
import { getDb } from '@/lib/db/client';
import { mapSignups, newsletterSubscribers } from '@/lib/db/schema';
import { call } from '../support/api';
import { post, rowCount } from './support';

const ADD = '/api/newsletter/addSubscriber';

// The first use migrates and seeds the database, which is slow on a busy machine.
beforeAll(() => getDb(), 180_000);

describe('POST /api/newsletter/addSubscriber', () => {
  it('stores a subscriber from the modal with both names and interests null', async () => {
    const { status, body } = await post(addSubscriber, ADD, {
      first_name: 'Rosa',
      last_name: 'Parks',
      email: 'Rosa@Example.com',
      interests: null,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ subscribed: true, email: 'rosa@example.com' });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'rosa@example.com'));
    expect(row).toMatchObject({ firstName: 'Rosa', lastName: 'Parks', interests: null, source: 'newsletter-form' });
  });

  it('keeps one subscriber for one email signed up twice, in any letter case', async () => {
    const before = await rowCount(newsletterSubscribers);
    await post(addSubscriber, ADD, {
      email: 'twice@example.com',
      first_name: 'Helen',
      last_name: 'Keller',
      interests: null,
    });
    const again = await post(addSubscriber, ADD, {
      email: 'TWICE@example.com',
      first_name: '',
      last_name: '',
      interests: null,
    });
    expect(again.status).toBe(200);
    expect(await rowCount(newsletterSubscribers)).toBe(before + 1);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.com'));
    // The footer's email-only sign-up does not erase the names given in the modal.
    expect(row).toMatchObject({ firstName: 'Helen', lastName: 'Keller' });
  });

  it('accepts the footer form: an email only', async () => {
    const { status } = await post(addSubscriber, ADD, { email: 'footer@example.com', interests: null });
    expect(status).toBe(200);
  });

  it.each([
    ['no email', { first_name: 'A', last_name: 'B', interests: null }, 'email', NEWSLETTER.emailRequired],
    ['an empty email', { email: '  ', interests: null }, 'email', NEWSLETTER.emailRequired],
    ['a malformed email', { email: 'someone@example', interests: null }, 'email', NEWSLETTER.emailInvalid],
    ['an email with spaces', { email: 'some one@example.com', interests: null }, 'email', NEWSLETTER.emailInvalid],
    ['a number as email', { email: 42 }, 'email', NEWSLETTER.emailRequired],
    ['an unknown interest', { email: 'x@example.com', interests: ['Casinos'] }, 'interests.0', undefined],
    ['a name too long', { email: 'x@example.com', first_name: 'x'.repeat(101) }, 'first_name', undefined],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, field, message) => {
    const before = await rowCount(newsletterSubscribers);
    const response = await post(addSubscriber, ADD, body);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    if (message) expect(response.body.error.message).toContain(message);
    expect(await rowCount(newsletterSubscribers)).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await rowCount(newsletterSubscribers);
    const response = await post(addSubscriber, ADD, 'email=a@b.co');
    expect(response.status).toBe(400);
    expect(await rowCount(newsletterSubscribers)).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const response = await post(addSubscriber, ADD, { email: 'csrf@example.com' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('limits one address to 20 sign-ups a minute, shared through the database', async () => {
    const headers = { 'x-client-address': '192.0.2.77' };
    for (let i = 0; i < 20; i += 1) {
      const ok = await call(addSubscriber, {
        url: ADD,
        method: 'POST',
        body: { email: `burst${i}@example.com` },
        headers,
      });
      expect(ok.status).toBe(200);
    }
    const limited = await call(addSubscriber, {
      url: ADD,
      method: 'POST',
      body: { email: 'burst-over@example.com' },
      headers,
    });
    expect(limited.status).toBe(429);
    const other = await post(addSubscriber, ADD, { email: 'someone-else@example.com' });
    expect(other.status).toBe(200);
  });
});

describe('POST /api/newsletter/signupNewsletter', () => {
  const URL = '/api/newsletter/signupNewsletter';

  it('stores the subscriber with the state of the order', async () => {
    const { status } = await post(signupNewsletter, URL, {
      first_name: 'Hank',
      last_name: 'Aaron',
      email: 'hank@example.com',
      interests: ['Sports'],
      state: 'al',
    });
    expect(status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'hank@example.com'));
    expect(row).toMatchObject({ state: 'AL', interests: ['Sports'], source: 'guide-order' });
  });

  it.each([
    ['no state', { email: 'a@example.com' }, 'state'],
    ['a state outside the US', { email: 'a@example.com', state: 'ON' }, 'state'],
    ['a malformed email', { email: 'a@', state: 'AL' }, 'email'],
  ])('refuses %s and stores nothing', async (_name, body, field) => {
    const before = await rowCount(newsletterSubscribers);
    const response = await post(signupNewsletter, URL, body);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await rowCount(newsletterSubscribers)).toBe(before);
  });
});

describe('POST /api/newsletter/signupMap', () => {
  const URL = '/api/newsletter/signupMap';

  it('signs an email up once, however often it is sent', async () => {
    const before = await rowCount(mapSignups);
    expect((await post(signupMap, URL, { email: 'Map@Example.com' })).status).toBe(200);
    expect((await post(signupMap, URL, { email: 'map@example.com' })).status).toBe(200);
    expect(await rowCount(mapSignups)).toBe(before + 1);
  });

  it('refuses a malformed email and stores nothing', async () => {
    const before = await rowCount(mapSignups);
    const response = await post(signupMap, URL, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('email');
    expect(await rowCount(mapSignups)).toBe(before);
  });
});
