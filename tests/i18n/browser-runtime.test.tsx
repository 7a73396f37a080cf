import { createTranslator, NextIntlClientProvider, useFormatter, useLocale, useTranslations } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import * as browser from '@/lib/i18n/browser-runtime';
import { CLIENT_NAMESPACES, type Namespace } from '@/lib/i18n/catalog';
import { clientMessages } from '@/lib/i18n/client-messages';
import { COMPILED } from '@/lib/i18n/compiled';
import { LOCALES, SITE_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

// The browser formats client components' messages with lib/i18n/browser-runtime.tsx (next.config.ts
// aliases next-intl to it there), the server with next-intl: a page must read the same in both, or
// hydration fails. Every client message, in both languages, with a number for each argument.

type Runtime = {
  NextIntlClientProvider: typeof NextIntlClientProvider;
  useTranslations: (namespace: string) => (key: string, values?: Record<string, unknown>) => string;
  useLocale: typeof useLocale;
  useFormatter: () => Pick<ReturnType<typeof useFormatter>, 'dateTime'>;
};
const NEXT_INTL = { NextIntlClientProvider, useTranslations, useLocale, useFormatter } as unknown as Runtime;
const BROWSER = browser as unknown as Runtime;

const leaves = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object' && !Array.isArray(tree)
    ? Object.entries(tree).flatMap(([key, value]) =>
        Array.isArray(value) || typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
      )
    : [];

/** Every argument a compiled message names gets the value 2 (a plural's "other", a select's fallback). */
const ARGUMENT = /"([A-Za-z_]\w*)",(?:\d|\{|\[)|\["([A-Za-z_]\w*)"\]/g;
const valuesOf = (message: unknown): Record<string, number> =>
  Object.fromEntries([...JSON.stringify(message).matchAll(ARGUMENT)].map((m) => [m[1] ?? m[2], 2]));

function everything(runtime: Runtime, locale: Locale): Record<string, string> {
  const messages = clientMessages(locale);
  const out: Record<string, string> = {};
  function Reader({ namespace }: { namespace: Namespace }) {
    const t = runtime.useTranslations(namespace);
    for (const key of leaves(messages[namespace])) {
      const message = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[namespace]);
      out[`${namespace}.${key}`] = t(key, valuesOf(message));
    }
    out.locale = runtime.useLocale();
    out.date = runtime.useFormatter().dateTime(new Date('2027-05-14T03:00:00Z'), { dateStyle: 'medium' });
    return null;
  }
  renderToStaticMarkup(
    <runtime.NextIntlClientProvider locale={locale} messages={messages} timeZone={SITE_TIME_ZONE}>
      {CLIENT_NAMESPACES.map((namespace) => (
        <Reader key={namespace} namespace={namespace} />
      ))}
    </runtime.NextIntlClientProvider>,
  );
  return out;
}

describe("the browser's message runtime", () => {
  it.each(LOCALES)('formats every client message in %s as next-intl does', (locale) => {
    const expected = everything(NEXT_INTL, locale);
    expect(Object.keys(expected).length).toBeGreaterThan(100);
    expect(everything(BROWSER, locale)).toEqual(expected);
  });

  it.each(LOCALES)("creates a translator outside React as next-intl's does, in %s", (locale) => {
    const config = { locale, messages: COMPILED[locale], namespace: 'tripPlanner' as const, timeZone: SITE_TIME_ZONE };
    const ours = browser.createTranslator(config);
    const theirs = createTranslator(config) as unknown as (key: string, values?: Record<string, unknown>) => string;
    for (const key of leaves(COMPILED[locale].tripPlanner)) {
      const values = valuesOf((COMPILED[locale].tripPlanner as Record<string, unknown>)[key]);
      expect(ours(key, values)).toBe(theirs(key, values));
    }
  });

  it('shows the key of a missing message, as next-intl does', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let shown = '';
    function Missing() {
      shown = (browser.useTranslations('shell') as unknown as (key: string) => string)('noSuchKey');
      return null;
    }
    renderToStaticMarkup(
      <browser.NextIntlClientProvider locale="en" messages={clientMessages('en')}>
        <Missing />
      </browser.NextIntlClientProvider>,
    );
    expect(shown).toBe('shell.noSuchKey');
    error.mockRestore();
  });
});
