import { GET as mailbox } from '@/app/dev/mailbox/route';
import { resetEnvCache } from '@/lib/env';
import { startMailSender, stopMailSender, describeMailSetup } from '@/lib/mail/sender';
import { call } from '../support/api';
import { idp } from './support/idp';

// What a production server with nothing configured (the README's `npm start`) does with mail.
const saved = { ...process.env };
function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

describe('mail without SMTP', () => {
  afterEach(async () => {
    await stopMailSender();
    setEnv({ NODE_ENV: saved.NODE_ENV, MAIL_OUTBOX_PAGE: saved.MAIL_OUTBOX_PAGE, SMTP_URL: saved.SMTP_URL });
  });

  test('a production server serves no outbox page, and says so at start', async () => {
    setEnv({ NODE_ENV: 'production', MAIL_OUTBOX_PAGE: undefined, SMTP_URL: undefined });
    expect((await call(mailbox, { url: '/dev/mailbox?format=json' })).status).toBe(404);
    expect((await call(mailbox, { url: '/dev/mailbox' })).status).toBe(404);
    expect(describeMailSetup()).toBe(
      '[mail] no SMTP_URL: each mail (to, subject, code) is written to this output; /dev/mailbox is off (MAIL_OUTBOX_PAGE=1 turns it on)',
    );
  });

  test('MAIL_OUTBOX_PAGE=1 turns the page on in production (the browser tests), and next dev or tests have it', async () => {
    setEnv({ NODE_ENV: 'production', MAIL_OUTBOX_PAGE: '1', SMTP_URL: undefined });
    expect((await call(mailbox, { url: '/dev/mailbox?format=json' })).status).toBe(200);
    expect(describeMailSetup()).toMatch(/\/dev\/mailbox is on \(MAIL_OUTBOX_PAGE=1\)$/);
    setEnv({ NODE_ENV: 'development', MAIL_OUTBOX_PAGE: undefined });
    expect((await call(mailbox, { url: '/dev/mailbox' })).status).toBe(200);
    setEnv({ NODE_ENV: 'development', MAIL_OUTBOX_PAGE: '0' });
    expect((await call(mailbox, { url: '/dev/mailbox' })).status).toBe(404);
  });

  test('each mail is written to the server output with its address, subject and code, which confirms the account', async () => {
    setEnv({ NODE_ENV: 'production', MAIL_OUTBOX_PAGE: undefined, SMTP_URL: undefined });
    const lines: string[] = [];
    jest.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
    startMailSender({ intervalMs: 100 });
    const email = 'newcomer@example.com';
    expect((await idp('SignUp', { Username: email, Password: 'Lake-Martin-77' })).status).toBe(200);
    for (let waited = 0; !lines.some((l) => l.includes(email)) && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const line = lines.find((l) => l.includes(email));
    expect(line).toMatch(
      /^\[mail\] to newcomer@example\.com: "Your Alabama Tourism sign-up confirmation code" code \d{6}$/,
    );
    const code = /code (\d{6})$/.exec(line!)![1];
    expect((await idp('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status).toBe(200);
  });
});
