import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { outboxPageEnabled } from './index';
import { deliverDueMail, onMailQueued, pruneSentMail, type QueueOptions } from './queue';
import { transportFromEnv, type MailTransport } from './transport';

type SenderState = {
  timer: NodeJS.Timeout;
  unsubscribe: () => void;
  running: Promise<void> | undefined;
  again: boolean;
};

// One sender per process, kept on globalThis for the same reason as the database handle.
const stateKey = Symbol.for('alabama.mail.sender');
const holder = globalThis as Record<symbol, SenderState | undefined>;

/** One line for the server's start: where mail goes and whether /dev/mailbox is served. */
export function describeMailSetup(): string {
  const { SMTP_URL, MAIL_OUTBOX_PAGE } = env();
  const where = SMTP_URL
    ? `mail is queued and sent through SMTP at ${new URL(SMTP_URL).host}`
    : 'no SMTP_URL: each mail (to, subject, code) is written to this output';
  const page = outboxPageEnabled()
    ? `/dev/mailbox is on (${MAIL_OUTBOX_PAGE === '1' ? 'MAIL_OUTBOX_PAGE=1' : 'not a production server'})`
    : '/dev/mailbox is off (MAIL_OUTBOX_PAGE=1 turns it on)';
  return `[mail] ${where}; ${page}`;
}

/**
 * Starts this process's sender: it sends as soon as a transaction queues mail, and sweeps every
 * `intervalMs` for retries that have come due and for mail another copy queued. Several copies may
 * run on one database; the queue's claim keeps each mail to one of them.
 */
export function startMailSender(
  options: { intervalMs?: number; transport?: MailTransport; queue?: QueueOptions } = {},
): () => Promise<void> {
  const existing = holder[stateKey];
  if (existing) return stopMailSender;
  const transport = options.transport ?? transportFromEnv();
  const sweep = async () => {
    const db = await getDb();
    const now = new Date();
    await deliverDueMail(db, transport, { ...options.queue, now });
    await pruneSentMail(db, now);
  };
  const run = () => {
    const state = holder[stateKey];
    if (!state) return;
    // A wake-up during a sweep runs one more sweep after it, so no queued mail waits for the timer.
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = sweep()
      .catch((error: unknown) =>
        console.error('[mail] sender sweep failed:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        state.running = undefined;
        if (state.again) {
          state.again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 5_000);
  timer.unref();
  holder[stateKey] = { timer, unsubscribe: onMailQueued(run), running: undefined, again: false };
  run();
  return stopMailSender;
}

/** Stops the sender and waits for a sweep in progress. */
export async function stopMailSender(): Promise<void> {
  const state = holder[stateKey];
  if (!state) return;
  delete holder[stateKey];
  clearInterval(state.timer);
  state.unsubscribe();
  state.again = false;
  await state.running;
}

/** The server's start: one line about mail, then the sender. */
export function startMail(): void {
  // `next build` may load instrumentation in its workers: they serve no one and send nothing.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  console.info(describeMailSetup());
  startMailSender();
}
