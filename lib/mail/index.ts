import 'server-only';
import { desc } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
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

/** The outbox is the transport whenever no SMTP server is configured. */
export function isOutboxTransport(): boolean {
  return !env().SMTP_URL;
}

let transporter: Transporter | undefined;

async function sendWithSmtp(mail: Mail): Promise<void> {
  if (!transporter) {
    const nodemailer = await import('nodemailer');
    transporter = nodemailer.createTransport(env().SMTP_URL);
  }
  await transporter.sendMail({ from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

async function sendToOutbox(mail: Mail): Promise<void> {
  const db = await getDb();
  await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, meta: mail.meta ?? {} });
  // With no SMTP server the log is where a developer reads the code.
  const code = mail.meta?.code ? ` code ${mail.meta.code}` : '';
  console.info(`[mail] outbox: "${mail.subject}" to ${mail.to}${code}`);
}

/** Sends a mail through SMTP when SMTP_URL is set, else into the outbox table. */
export async function sendMail(mail: Mail): Promise<void> {
  if (isOutboxTransport()) await sendToOutbox(mail);
  else await sendWithSmtp(mail);
}

/** The outbox, newest first. */
export async function listOutbox(limit = 100): Promise<OutboxMail[]> {
  const db = await getDb();
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
