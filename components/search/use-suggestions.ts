'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Suggestion } from '@/lib/search';

const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

/** Suggestions for the text typed so far, fetched after a short pause; stale answers are dropped. */
export function useSuggestions(text: string): Suggestion[] {
  const locale = useLocale();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const q = text.trim();
  const tooShort = q.length < MIN_CHARS;
  // A Spanish page suggests from the Spanish text (the API answers in English unless told).
  useEffect(() => {
    if (tooShort) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: locale === 'es' ? { 'x-site-locale': 'es' } : undefined,
        });
        if (!response.ok) return;
        const body = (await response.json()) as { suggestions?: Suggestion[] };
        setSuggestions(body.suggestions ?? []);
      } catch {
        // An aborted or failed request keeps the last list; the form still submits to /search.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, tooShort, locale]);
  return tooShort ? [] : suggestions;
}
