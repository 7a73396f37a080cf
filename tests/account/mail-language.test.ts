import { eq } from 'drizzle-orm';
import { GET as mailbox } from '@/app/dev/mailbox/route';
import { registerUser, requestPasswordReset, confirmRegistration } from '@/lib/auth/pool';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { localeOfTag } from '@/lib/i18n/locales';
import { confirmationCodeMail } from '@/lib/mail/templates';
import { call } from '../support/api';

// An account made on the Spanish site keeps its language as Cognito does (the `locale` attribute),
// and every mail the pool sends it is in that language; other accounts get English.

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

type Mail = { to: string; subject: string; text: string; meta: { code: string } };

async function mailsTo(email: string): Promise<Mail[]> {
  const { body } = await call(mailbox, { url: '/dev/mailbox?format=json' });
  return (body as Mail[]).filter((m) => m.to === email);
}

test('a sign-up from a Spanish page gets its code, and later its reset code, in Spanish', async () => {
  const email = 'lucia.mobile@example.com';
  await registerUser(email, 'Gulf-Shores-2026', 'es');
  const [welcome] = await mailsTo(email);
  expect(welcome!.subject).toMatch(/^Su código de confirmación de registro/);
  expect(welcome!.text).toContain(`Su código de verificación es ${welcome!.meta.code}.`);
  const [user] = await (await getDb()).select().from(idpUsers).where(eq(idpUsers.email, email));
  expect(user!.attributes.locale).toBe('es-US');

  await confirmRegistration(email, welcome!.meta.code);
  await requestPasswordReset(email);
  const reset = (await mailsTo(email)).find((m) => m.meta.code !== welcome!.meta.code);
  expect(reset!.subject).toMatch(/^Su código para restablecer la contraseña/);
});

test('a sign-up with no language, or one the site does not have, gets English', async () => {
  for (const [email, language] of [
    ['sam.dothan@example.com', undefined],
    ['ana.huntsville@example.com', 'fr-FR'],
  ] as const) {
    await registerUser(email, 'Gulf-Shores-2026', localeOfTag(language));
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Your .* sign-up confirmation code$/);
  }
});

test('the HTML part names its language, so a mail client reads it aloud in the right voice', () => {
  expect(confirmationCodeMail('a@example.com', '123456', 'es').html).toContain('<html lang="es-US">');
  expect(confirmationCodeMail('a@example.com', '123456').html).toContain('<html lang="en-US">');
});
