import { eq, inArray } from 'drizzle-orm';
import { getDb, openDb, type Db } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { deliverDueMail, withMail } from '@/lib/mail/queue';
import { smtpTransport } from '@/lib/mail/transport';
import { SmtpSink } from './support/smtp-sink';

jest.setTimeout(90_000);
const FROM = 'Alabama Tourism <no-reply@alabama.travel>';

async function queueMails(db: Db, addresses: string[]): Promise<number[]> {
  return withMail(db, async (tx, queue) => {
    for (const to of addresses)
      await queue({ to, subject: 'Your code', text: 'Your code is 123456.', meta: { code: '123456' } });
    const rows = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    return rows.map((r) => r.id);
  });
}

describe('the mail queue', () => {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  test('mail queued by an action that fails is never sent', async () => {
    const db = await getDb();
    await expect(
      withMail(db, async (_tx, queue) => {
        await queue({ to: 'rolled.back@example.com', subject: 'Your code', text: 'Your code is 000000.' });
        throw new Error('the action failed after queuing its mail');
      }),
    ).rejects.toThrow('the action failed');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled.back@example.com'))).toHaveLength(0);
  });

  test('a mail that cannot be delivered is retried with growing waits, then marked failed and logged', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await getDb();
    const [id] = await queueMails(db, ['never.arrives@example.com']);
    // A port with nothing listening: every try is refused.
    const down = new SmtpSink();
    await down.start();
    const deadUrl = down.url;
    await down.stop();
    const transport = smtpTransport(deadUrl, FROM);
    const options = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };
    const start = Date.now();
    const row = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id!)))[0]!;

    expect(await deliverDueMail(db, transport, { ...options, now: new Date(start) })).toMatchObject({ retried: 1 });
    expect((await row()).nextAttemptAt.getTime()).toBe(start + 1_000);
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(db, transport, { ...options, now: new Date(start + 999) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDueMail(db, transport, { ...options, now: new Date(start + 1_000) })).toMatchObject({
      retried: 1,
    });
    expect((await row()).nextAttemptAt.getTime()).toBe(start + 3_000);
    expect(await deliverDueMail(db, transport, { ...options, now: new Date(start + 3_000) })).toMatchObject({
      failed: 1,
    });
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`gave up on mail ${id} to never.arrives@example.com`));
    expect(await deliverDueMail(db, transport, { ...options, now: new Date(start + 60_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(sink.to('never.arrives@example.com')).toHaveLength(0);
  });

  // On PostgreSQL (TEST_DATABASE_URL, CI's second run) the two senders have connection pools of
  // their own, as two server copies do; on PGlite they share the one embedded database.
  test('two senders on one database send each mail once', async () => {
    const db = await getDb();
    const second = process.env.DATABASE_URL ? await openDb({ databaseUrl: process.env.DATABASE_URL }) : undefined;
    try {
      const addresses = Array.from({ length: 12 }, (_, i) => `pair.${i}@example.com`);
      await queueMails(db, addresses);
      const transport = smtpTransport(sink.url, FROM);
      // A slow send keeps each claim open while the other sender looks for work.
      const slow = {
        name: 'slow-smtp',
        send: async (mail: Parameters<typeof transport.send>[0]) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          await transport.send(mail);
        },
      };
      const options = { batchSize: 2 };
      const [a, b] = await Promise.all([
        deliverDueMail(db, slow, options),
        deliverDueMail(second?.db ?? db, slow, options),
      ]);
      expect(a.sent + b.sent).toBe(12);
      if (second) expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
      for (const to of addresses) expect(sink.to(to)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
