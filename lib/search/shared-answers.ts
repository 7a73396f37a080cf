import 'server-only';
import { autocomplete } from '@/lib/autocomplete';
import { listening, onInvalidation } from '@/lib/cache/bus';
import type { Locale } from '@/lib/i18n/locales';
import { suggest } from './index';

/** How long a suggestion answer is shared, on this server and by a CDN. */
const SHARED_FOR_S = 60;
const MAX_ENTRIES = 2000;

/**
 * Suggestions are the same for everyone who types the same letters: a CDN and the browser may keep
 * them a minute, and a CDN may serve them a minute longer while it asks again. An editor's webhook
 * clears this server's copy at once (on every copy, lib/cache/bus.ts); a CDN's lasts the minute.
 */
export const SHARED_ANSWER_CACHE_CONTROL = `public, max-age=${SHARED_FOR_S}, s-maxage=${SHARED_FOR_S}, stale-while-revalidate=${SHARED_FOR_S}`;

type Entry = { value: Promise<unknown>; expires: number };

// One answer per typed text for a minute, per copy; concurrent misses share one lookup. Any
// webhook clears them all: suggestions mix places, events, trips, articles and towns.
const answers = new Map<string, Entry>();
let generation = 0;
onInvalidation(() => {
  generation += 1;
  answers.clear();
});

async function shared<T>(key: string, produce: () => Promise<T>): Promise<T> {
  const hit = answers.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  await listening();
  const startedAt = generation;
  const value = produce();
  if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
  answers.set(key, { value, expires: Date.now() + SHARED_FOR_S * 1000 });
  // A failed lookup, or one that began before a webhook, is not kept.
  value.then(
    () => {
      if (generation !== startedAt && answers.get(key)?.value === value) answers.delete(key);
    },
    () => {
      if (answers.get(key)?.value === value) answers.delete(key);
    },
  );
  return value;
}

/** Letters typed, as the lookups read them: case and runs of spaces do not change what they find. */
const typed = (q: string) => q.toLowerCase().replace(/\s+/gu, ' ').trim();

/** The trip forms' place autocomplete, one lookup per typed text and kind for a minute. */
export function sharedAutocomplete(q: string, kind: 'any' | 'city' | 'place') {
  return shared(`autocomplete\u0000${kind}\u0000${typed(q)}`, () => autocomplete(typed(q), kind));
}

/** The header search box's suggestions, one lookup per typed text and language for a minute. */
export function sharedSuggestions(q: string, locale: Locale = 'en') {
  return shared(`suggest\u0000${locale}\u0000${typed(q)}`, () => suggest(typed(q), locale));
}

/** Drops every shared answer (tests that write rows between reads). */
export function forgetSharedAnswers(): void {
  generation += 1;
  answers.clear();
}
