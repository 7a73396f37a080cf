import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { startMailSender, stopMailSender } from '@/lib/mail/sender';
import { idp } from './support/idp';
import { codeIn, header, SmtpSink, type ReceivedMail } from './support/smtp-sink';

// The site's mail path against a real SMTP server on loopback: the pool's requests queue mail and
// this process's sender delivers it, as `next start` does with SMTP_URL set.
// A describe block, so that its afterAll stops the sender before the setup file closes the database.
jest.setTimeout(90_000);
const sink = new SmtpSink();

describe('mail through SMTP', () => {
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sink.start();
    process.env.SMTP_URL = sink.url;
    resetEnvCache();
    // Fast retries so that the outage test sees a second try within the test's time.
    startMailSender({ intervalMs: 100, queue: { baseDelayMs: 200, maxDelayMs: 400 } });
  });

  afterAll(async () => {
    await stopMailSender();
    await sink.stop();
    delete process.env.SMTP_URL;
    resetEnvCache();
  });

  async function arrival(email: string, count: number): Promise<ReceivedMail> {
    for (let waited = 0; waited < 15_000; waited += 50) {
      const mails = sink.to(email);
      if (mails.length >= count) return mails[count - 1]!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`mail ${count} to ${email} never arrived`);
  }

  test('sign-up, resend and reset mails arrive with codes that work, from MAIL_FROM, in text and HTML', async () => {
    const email = 'mobile.bay@example.com';
    expect((await idp('SignUp', { Username: email, Password: 'Mobile-Bay-2026' })).status).toBe(200);
    const signUp = await arrival(email, 1);
    expect(header(signUp.raw, 'Subject')).toBe('Your Alabama Tourism sign-up confirmation code');
    expect(header(signUp.raw, 'From')).toBe('Alabama Tourism <no-reply@alabama.travel>');
    expect(header(signUp.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(signUp.raw).toMatch(/Content-Type: text\/html/i);
    expect(codeIn(signUp.raw)).toMatch(/^\d{6}$/);

    expect((await idp('ResendConfirmationCode', { Username: email })).status).toBe(200);
    const resent = await arrival(email, 2);
    expect(header(resent.raw, 'Subject')).toBe('Your Alabama Tourism sign-up confirmation code');
    // The resent code is the one that confirms (a resend retires the first).
    expect((await idp('ConfirmSignUp', { Username: email, ConfirmationCode: codeIn(resent.raw) })).status).toBe(200);

    expect((await idp('ForgotPassword', { Username: email })).status).toBe(200);
    const reset = await arrival(email, 3);
    expect(header(reset.raw, 'Subject')).toBe('Your Alabama Tourism password reset code');
    const confirmed = await idp('ConfirmForgotPassword', {
      Username: email,
      ConfirmationCode: codeIn(reset.raw),
      Password: 'Fairhope-Pier-1',
    });
    expect(confirmed.status).toBe(200);
    expect(sink.to(email)).toHaveLength(3);
  });

  test('with the SMTP server down, sign-up still answers as Cognito does, and the mail arrives once it is back', async () => {
    const email = 'outage@example.com';
    await sink.stop();
    const answer = await idp('SignUp', { Username: email, Password: 'Guntersville-1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ UserConfirmed: false, CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });

    const db = await getDb();
    const queued = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)))[0]!;
    for (let waited = 0; !(await queued()).lastError && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect(await queued()).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(sink.to(email)).toHaveLength(0);

    await sink.start();
    const mail = await arrival(email, 1);
    // The sender marks the mail sent just after the server accepts it.
    for (let waited = 0; (await queued()).status !== 'sent' && waited < 5_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect((await queued()).status).toBe('sent');
    expect((await idp('ConfirmSignUp', { Username: email, ConfirmationCode: codeIn(mail.raw) })).status).toBe(200);
  });
});
