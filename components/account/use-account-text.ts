'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { accountSchemas, type AccountSchemas } from '@/lib/accounts/schema';
import { POOL } from '@/lib/accounts/pool-messages';
import { VALIDATION, type ValidationMessages } from '@/lib/accounts/validation-messages';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { Shown } from './error-map';

export type AccountTranslator = ReturnType<typeof useTranslations<'account'>>;

const POOL_KEYS = Object.keys(POOL) as (keyof typeof POOL)[];

/**
 * Turns what error-map.ts decided into the page's language. The pool's own messages come in
 * English: a known one is translated; an unknown one is shown as it is on the English site
 * (docs/SPEC.md section 8), and by its error name elsewhere.
 */
export function useErrorText(): (shown: Shown) => string {
  const t = useTranslations('account');
  const locale = useLocale();
  return useCallback(
    (shown: Shown) => {
      if ('key' in shown) return t(shown.key);
      const { code, message } = shown.error;
      const known = POOL_KEYS.find((key) => POOL[key] === message);
      if (known) return t(`pool.${known}`);
      if (locale === DEFAULT_LOCALE) return message;
      // The catalog names the pool's errors it has words for (lib/accounts/messages.ts, poolError).
      const named = `poolError.${code}`;
      const has = t.has as (key: string) => boolean;
      return t(has(named) ? (named as 'poolError.other') : 'poolError.other');
    },
    [t, locale],
  );
}

/** The account forms' schemas, their messages in the page's language. */
export function useAccountSchemas(): AccountSchemas {
  const t = useTranslations('account');
  return useMemo(() => {
    const keys = Object.keys(VALIDATION) as (keyof typeof VALIDATION)[];
    const messages = Object.fromEntries(keys.map((key) => [key, t(`validation.${key}`)])) as ValidationMessages;
    return accountSchemas(messages);
  }, [t]);
}
