import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { normalizeEmail } from './address';
import type { Mail, OutboxMail } from './index';
import type { MailTransport } from './transport';

export type QueueOptions = {
  /** The clock the queue reads (tests move it forward instead of waiting). */
  now?: Date;
  /** Tries before a mail is marked failed. */
  maxAttempts?: number;
  /** Wait after the first failed try; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed mail stays out of other senders' reach while it is being sent. */
  leaseMs?: number;
  batchSize?: number;
};

export const MAIL_QUEUE_DEFAULTS = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  // A batch's worst case is batchSize x the SMTP transport's timeouts put together (50 s): the
  // lease outlasts it, so a slow send is never taken by a second copy.
  leaseMs: 300_000,
  batchSize: 5,
} satisfies Required<Omit<QueueOptions, 'now'>>;

export type DeliveryReport = { sent: number; retried: number; failed: number };

type Listener = () => void;
// On globalThis: Next bundles instrumentation (where the sender starts) apart from the routes that
// queue mail, so each may hold its own copy of this module.
const listenersKey = Symbol.for('alabama.mail.listeners');
const listeners: Set<Listener> = ((globalThis as Record<symbol, Set<Listener> | undefined>)[listenersKey] ??=
  new Set());

/** Called after a transaction that queued mail commits (the sender subscribes to send it at once). */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `action` in one transaction and gives it `queue`, which writes a mail to the outbox in that
 * same transaction: the mail exists exactly when the action's changes do. No mail is sent here, so
 * the action's answer never waits for, nor fails with, the mail server.
 */
export async function withMail<T>(
  db: Db,
  action: (tx: Db, queue: (mail: Mail) => Promise<void>) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await db.transaction(async (transaction) => {
    // A transaction runs the same query builder as the database; the pool's helpers take `Db`.
    const tx = transaction as unknown as Db;
    return action(tx, async (mail) => {
      await tx.insert(mailOutbox).values({
        to: normalizeEmail(mail.to),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        meta: mail.meta ?? {},
      });
      queued = true;
    });
  });
  if (queued) for (const listener of listeners) listener();
  return result;
}

export function retryDelayMs(attempts: number, options: QueueOptions = {}): number {
  const base = options.baseDelayMs ?? MAIL_QUEUE_DEFAULTS.baseDelayMs;
  const max = options.maxDelayMs ?? MAIL_QUEUE_DEFAULTS.maxDelayMs;
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes due mail for this sender. `FOR UPDATE SKIP LOCKED` lets several server copies claim at the
 * same moment without waiting on or taking each other's rows; the claim moves the mail's next try
 * past the lease, so once this short transaction commits no other copy sees it as due.
 */
async function claimDueMail(db: Db, now: Date, options: QueueOptions): Promise<OutboxMail[]> {
  const leaseMs = options.leaseMs ?? MAIL_QUEUE_DEFAULTS.leaseMs;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(options.batchSize ?? MAIL_QUEUE_DEFAULTS.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((m) => m.id),
        ),
      );
    return due.map((m) => ({ ...m, attempts: m.attempts + 1 }));
  });
}

async function recordFailure(
  db: Db,
  mail: OutboxMail,
  error: unknown,
  now: Date,
  options: QueueOptions,
): Promise<'retried' | 'failed'> {
  const reason = error instanceof Error ? error.message : String(error);
  const maxAttempts = options.maxAttempts ?? MAIL_QUEUE_DEFAULTS.maxAttempts;
  if (mail.attempts >= maxAttempts) {
    await db.update(mailOutbox).set({ status: 'failed', lastError: reason }).where(eq(mailOutbox.id, mail.id));
    console.error(
      `[mail] gave up on mail ${mail.id} to ${mail.to} ("${mail.subject}") after ${mail.attempts} tries: ${reason}`,
    );
    return 'failed';
  }
  const delay = retryDelayMs(mail.attempts, options);
  await db
    .update(mailOutbox)
    .set({ lastError: reason, nextAttemptAt: new Date(now.getTime() + delay) })
    .where(eq(mailOutbox.id, mail.id));
  console.warn(
    `[mail] try ${mail.attempts} of mail ${mail.id} to ${mail.to} failed (${reason}); next try in ${Math.round(delay / 1000)} s`,
  );
  return 'retried';
}

/** Sends every mail due at `now`, one claimed batch after another, and reports what happened. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: QueueOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const now = options.now ?? new Date();
  for (;;) {
    const batch = await claimDueMail(db, now, options);
    if (batch.length === 0) return report;
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        report.sent += 1;
      } catch (error) {
        report[await recordFailure(db, mail, error, now, options)] += 1;
      }
    }
  }
}

/**
 * Deletes delivered mail older than `olderThanMs`: the outbox keeps codes in the clear, and every
 * code the site mails has expired after a day.
 */
export async function pruneSentMail(db: Db, now: Date, olderThanMs = 86_400_000): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, new Date(now.getTime() - olderThanMs))));
}
