import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idpUsers, mailOutbox } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import { normalizeEmail } from '@/lib/mail/address';
import { GuideOrderSchema } from '@/lib/guide-orders/schema';
import { emailField } from '@/lib/newsletter/schema';
import { rawIdp } from '../account/support/raw-idp';

// One mailbox is one address: any case, and the trailing dot of a fully qualified domain, name
// the same account, the same code cap and the same recipient. Before, `victim@example.com.`
// signed up as another user, with five codes an hour of its own, all delivered to the victim.
const PASSWORD = 'Dauphin-Island-1';

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 180_000);

const spellings = (email: string) => [`${email}.`, email.toUpperCase(), `  ${email.replace('example', 'Example')}.. `];

it('spells every variant of an address one way', () => {
  for (const variant of spellings('victim@example.com')) expect(normalizeEmail(variant)).toBe('victim@example.com');
});

it('a trailing dot or other case signs up no second account', async () => {
  const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
  expect((await rawIdp('SignUp', { Username: email, Password: PASSWORD })).status).toBe(200);
  for (const variant of spellings(email)) {
    const again = await rawIdp('SignUp', { Username: variant, Password: PASSWORD });
    expect({ variant, type: again.body.__type }).toEqual({ variant, type: 'UsernameExistsException' });
  }
  const local = email.split('@')[0]!;
  const rows = await (
    await getDb()
  )
    .select()
    .from(idpUsers)
    .where(like(idpUsers.email, `${local}%`));
  expect(rows.map((r) => r.email)).toEqual([email]);
});

it('every spelling draws on one code cap, and every code goes to the one address', async () => {
  const email = `capped-${randomUUID().slice(0, 8)}@example.com`;
  // The sign-up sends the first code of the hour.
  await rawIdp('SignUp', { Username: `${email.toUpperCase()}.`, Password: PASSWORD });
  const variants = [email, ...spellings(email)];
  for (let sent = 1; sent < LOCAL_POOL.maxCodesPerHour; sent++) {
    const resend = await rawIdp('ResendConfirmationCode', { Username: variants[sent % variants.length] });
    expect(resend.status).toBe(200);
  }
  for (const variant of variants) {
    const over = await rawIdp('ResendConfirmationCode', { Username: variant });
    expect({ variant, type: over.body.__type }).toEqual({ variant, type: 'LimitExceededException' });
  }
  const mail = await (
    await getDb()
  )
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(like(mailOutbox.to, `%${email.slice(0, 15)}%`));
  expect(new Set(mail.map((m) => m.to))).toEqual(new Set([email]));
  expect(mail).toHaveLength(LOCAL_POOL.maxCodesPerHour);
});

it('the newsletter and guide order keep one spelling of an address', () => {
  expect(emailField.parse('VICTIM@Example.COM')).toBe('victim@example.com');
  const order = GuideOrderSchema.shape.email.parse(' VICTIM@Example.COM ');
  expect(order).toBe('victim@example.com');
});
