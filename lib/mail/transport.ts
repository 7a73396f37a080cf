import type { Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import type { OutboxMail } from './index';

/** Where the sender hands a mail. `send` throws when the mail was not accepted. */
export type MailTransport = { name: string; send: (mail: OutboxMail) => Promise<void> };

/**
 * Delivery through an SMTP server. The timeouts are short so that a server that is down costs a
 * sender seconds, not minutes; the queue retries later. They stay below the queue's claim lease.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    name: 'smtp',
    async send(mail) {
      if (!transporter) {
        const nodemailer = await import('nodemailer');
        transporter = nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        });
      }
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    },
  };
}

/** One line per mail in the server's output (to, subject, code): how a site without SMTP delivers. */
export function consoleTransport(): MailTransport {
  return {
    name: 'console',
    async send(mail) {
      const code = mail.meta.code ? ` code ${mail.meta.code}` : '';
      console.info(`[mail] to ${mail.to}: "${mail.subject}"${code}`);
    },
  };
}

/** SMTP when SMTP_URL is set, else the server's output. */
export function transportFromEnv(): MailTransport {
  const { SMTP_URL, MAIL_FROM } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL, MAIL_FROM) : consoleTransport();
}
