import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { env } from '@/lib/env';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Machine-readable facts about the mail (its purpose, a code) kept with the outbox copy. */
  meta?: Record<string, string>;
};

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Whether /dev/mailbox is served. It shows every code the site mails, so a production server
 * serves it only when the operator asks (MAIL_OUTBOX_PAGE=1); `next dev` and tests serve it unless
 * MAIL_OUTBOX_PAGE=0.
 */
export function outboxPageEnabled(): boolean {
  const { MAIL_OUTBOX_PAGE, NODE_ENV } = env();
  if (MAIL_OUTBOX_PAGE) return MAIL_OUTBOX_PAGE === '1';
  return NODE_ENV !== 'production';
}

/** The outbox, newest first. */
export async function listOutbox(limit = 100): Promise<OutboxMail[]> {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
