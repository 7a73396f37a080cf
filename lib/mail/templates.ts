import { SITE_NAME } from '@/lib/constants';
import type { Mail } from './index';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain HTML part for clients that prefer one; the code stands out, the rest is the text part's words. */
function htmlPart(paragraphs: string[], code: string): string {
  const body = paragraphs
    .map((p) =>
      escape(p).replace(escape(code), `<strong style="font-size:1.5em;letter-spacing:0.1em">${escape(code)}</strong>`),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(SITE_NAME)}</title></head><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

function codeMail(to: string, subject: string, paragraphs: string[], purpose: 'signup' | 'reset', code: string): Mail {
  return { to, subject, text: paragraphs.join('\n\n'), html: htmlPart(paragraphs, code), meta: { purpose, code } };
}

/** The mail carrying a sign-up confirmation code. */
export function confirmationCodeMail(to: string, code: string): Mail {
  return codeMail(
    to,
    `Your ${SITE_NAME} sign-up confirmation code`,
    [
      `Welcome to ${SITE_NAME}!`,
      `Your verification code is ${code}. Enter it to confirm your account; it works for 24 hours.`,
      'If you did not sign up, you can ignore this email.',
    ],
    'signup',
    code,
  );
}

/** The mail carrying a password reset code. */
export function passwordResetMail(to: string, code: string): Mail {
  return codeMail(
    to,
    `Your ${SITE_NAME} password reset code`,
    [
      `Someone asked to reset the password of your ${SITE_NAME} account.`,
      `Your password reset code is ${code}. It works for 1 hour.`,
      'If it was not you, you can ignore this email; your password stays the same.',
    ],
    'reset',
    code,
  );
}
