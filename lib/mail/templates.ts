import { SITE_NAME } from '@/lib/constants';
import { translator } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, localeOfTag, type Locale } from '@/lib/i18n/locales';
import type { Mail } from './index';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain HTML part for clients that prefer one; the code stands out, the rest is the text part's words. */
function htmlPart(paragraphs: string[], code: string, locale: Locale): string {
  const body = paragraphs
    .map((p) =>
      escape(p).replace(escape(code), `<strong style="font-size:1.5em;letter-spacing:0.1em">${escape(code)}</strong>`),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${escape(SITE_NAME)}</title></head><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

type CodeMail = { to: string; subject: string; paragraphs: string[]; purpose: 'signup' | 'reset'; code: string };

function codeMail({ to, subject, paragraphs, purpose, code }: CodeMail, locale: Locale): Mail {
  const text = paragraphs.join('\n\n');
  return { to, subject, text, html: htmlPart(paragraphs, code, locale), meta: { purpose, code } };
}

/** The language of an account's mail: its `locale` attribute (es-US, es), English otherwise. */
export const mailLocale = (attribute: string | undefined): Locale => localeOfTag(attribute) ?? DEFAULT_LOCALE;

/** The mail carrying a sign-up confirmation code, in the account's language. */
export function confirmationCodeMail(to: string, code: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = translator(locale, 'mail');
  const site = SITE_NAME;
  return codeMail(
    {
      to,
      subject: t('signupSubject', { site }),
      paragraphs: [t('signupWelcome', { site }), t('signupCode', { code }), t('signupIgnore')],
      purpose: 'signup',
      code,
    },
    locale,
  );
}

/** The mail carrying a password reset code, in the account's language. */
export function passwordResetMail(to: string, code: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = translator(locale, 'mail');
  const site = SITE_NAME;
  return codeMail(
    {
      to,
      subject: t('resetSubject', { site }),
      paragraphs: [t('resetAsked', { site }), t('resetCode', { code }), t('resetIgnore')],
      purpose: 'reset',
      code,
    },
    locale,
  );
}
