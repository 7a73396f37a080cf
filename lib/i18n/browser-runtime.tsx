'use client';

import format from 'icu-minify/format';
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react';

// next-intl as the browser runs it (next.config.ts aliases `next-intl` to this module for the browser
// only; the server, its render of client components and the tests use next-intl itself). Client
// components use the provider, useTranslations (t, t.rich, t.markup, t.has), createTranslator,
// useLocale, useTimeZone, useMessages and useFormatter's dateTime, number and list: the same results as next-intl for
// messages compiled on the server (lib/i18n/compile.ts), without its configuration, error classes and
// formatter caches, which every page loaded (docs/PERFORMANCE.md). tests/i18n/browser-runtime.test.ts
// holds the two to the same output.

type Tree = { [key: string]: unknown };
type Values = Record<string, unknown>;
type Config = { locale: string; messages: Tree; timeZone?: string; now?: Date };

const Intl_ = createContext<Config | null>(null);

export function NextIntlClientProvider({
  children,
  ...config
}: Config & { children?: ReactNode; formats?: unknown; onError?: unknown; getMessageFallback?: unknown }) {
  const { locale, messages, timeZone, now } = config;
  const value = useMemo(() => ({ locale, messages, timeZone, now }), [locale, messages, timeZone, now]);
  return <Intl_.Provider value={value}>{children}</Intl_.Provider>;
}

function useConfig(): Config {
  const config = useContext(Intl_);
  if (!config) throw new Error('No intl context found. Have you configured the provider?');
  return config;
}

const cache = new Map<string, object>();
function cached<T extends object>(kind: string, make: () => T, ...args: unknown[]): T {
  const key = kind + JSON.stringify(args);
  let hit = cache.get(key) as T | undefined;
  if (!hit) cache.set(key, (hit = make()));
  return hit;
}
type Options<T> = [locale?: string | string[], options?: T];
const formatters = {
  getDateTimeFormat: (...a: Options<Intl.DateTimeFormatOptions>) => cached('d', () => new Intl.DateTimeFormat(...a), a),
  getNumberFormat: (...a: Options<Intl.NumberFormatOptions>) => cached('n', () => new Intl.NumberFormat(...a), a),
  getPluralRules: (...a: Options<Intl.PluralRulesOptions>) => cached('p', () => new Intl.PluralRules(...a), a),
};

const path = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('.');

function resolve(messages: unknown, key: string | undefined): unknown {
  if (!key) return messages;
  let node = messages;
  for (const part of key.split('.')) {
    node = (node as Tree | undefined)?.[part];
    if (node == null) return undefined;
  }
  return node;
}

/** Function values (rich text) return elements keyed by tag, as next-intl's do. */
function prepare(values: Values | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'function') return [name, value];
      let index = 0;
      return [
        name,
        (chunks: unknown) => {
          const result = (value as (c: unknown) => unknown)(chunks);
          return isValidElement(result) ? cloneElement(result, { key: name + index++ }) : result;
        },
      ];
    }),
  );
}

function translator({ locale, messages, timeZone }: Config, namespace: string | undefined) {
  const scope = resolve(messages, namespace);
  const missing = (key: string, why: string) => {
    console.error(`${why}: \`${path(namespace, key)}\` (${locale})`);
    return path(namespace, key);
  };
  const rich = (key: string, values?: Values): unknown => {
    const message = resolve(scope, key);
    if (message == null) return missing(key, 'MISSING_MESSAGE');
    try {
      return format(message as Parameters<typeof format>[0], locale, prepare(values) as never, {
        formatters,
        timeZone,
      });
    } catch (error) {
      return missing(key, `FORMATTING_ERROR ${(error as Error).message}`);
    }
  };
  const t = (key: string, values?: Values): string => {
    const result = rich(key, values);
    return typeof result === 'string' ? result : missing(key, 'INVALID_MESSAGE');
  };
  t.rich = rich;
  t.markup = t;
  t.has = (key: string) => resolve(scope, key) != null;
  t.raw = (key: string) => resolve(scope, key);
  return t;
}

/** A translator outside React (lib/trip-planner's English defaults), as next-intl's createTranslator. */
export const createTranslator = ({ namespace, ...config }: Config & { namespace?: string }) =>
  translator(config, namespace);

export function useTranslations(namespace?: string) {
  const config = useConfig();
  return useMemo(() => translator(config, namespace), [config, namespace]);
}

export const useLocale = (): string => useConfig().locale;
export const useTimeZone = (): string | undefined => useConfig().timeZone;
export const useMessages = (): Tree => useConfig().messages;
export const useNow = (): Date => useConfig().now ?? new Date();

export function useFormatter() {
  const { locale, timeZone } = useConfig();
  return useMemo(
    () => ({
      dateTime: (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatters.getDateTimeFormat(locale, { timeZone, ...options }).format(value),
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        formatters.getNumberFormat(locale, options).format(value),
      list: (value: Iterable<string>, options?: Intl.ListFormatOptions) =>
        new Intl.ListFormat(locale, options).format(value),
    }),
    [locale, timeZone],
  );
}
