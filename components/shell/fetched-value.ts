'use client';

import { useEffect, useSyncExternalStore } from 'react';

/*
 * A small shared cache for the two per-visitor answers every page reads (the account session and
 * the shell's session). It replaces SWR on every page's first load: SWR is about 6 KB gzip of the
 * shell's JavaScript, and these two keys need only one fetch at a time, a fetch again when the
 * window regains focus, an optional interval, and a way to ask again (docs/PERFORMANCE.md).
 */

type Entry = {
  data: unknown;
  loaded: boolean;
  pending: Promise<unknown> | null;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  fetcher: (key: string) => Promise<unknown>;
};

const entries = new Map<string, Entry>();

function entryFor(key: string, fetcher: (key: string) => Promise<unknown>): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    entry = { data: undefined, loaded: false, pending: null, listeners, subscribe, fetcher };
    entries.set(key, entry);
  }
  return entry;
}

function load(entry: Entry, key: string): Promise<unknown> {
  if (entry.pending) return entry.pending;
  const pending = entry
    .fetcher(key)
    .then(
      (data) => {
        entry.data = data;
        entry.loaded = true;
      },
      // A failed fetch keeps what was known (nothing, the first time); the next focus asks again.
      () => {
        entry.loaded = true;
      },
    )
    .finally(() => {
      entry.pending = null;
      entry.listeners.forEach((listener) => listener());
    });
  entry.pending = pending;
  return pending;
}

/** Fetches the key again for every component that reads it (sign-in, sign-out). */
export function refreshFetchedValue(key: string): Promise<unknown> {
  const entry = entries.get(key);
  return entry ? load(entry, key) : Promise.resolve();
}

/** Forgets every answer and fetches each again: after sign-out, nothing the last visitor saw stays on screen meanwhile. */
export function refreshAllFetchedValues(): Promise<unknown> {
  for (const entry of entries.values()) {
    entry.data = undefined;
    entry.loaded = false;
    entry.listeners.forEach((listener) => listener());
  }
  return Promise.all([...entries.keys()].map(refreshFetchedValue));
}

/** Forgets every answer (tests start each render from nothing). */
export function resetFetchedValues(): void {
  entries.clear();
}

type Options = { refreshIntervalMs?: number };

/** The answer for key, fetched once per page (shared by every reader) and again on focus; undefined until it comes. */
export function useFetchedValue<T>(
  key: string,
  fetcher: (key: string) => Promise<T>,
  { refreshIntervalMs }: Options = {},
): { data: T | undefined; isLoading: boolean } {
  const entry = entryFor(key, fetcher);
  const subscribe = entry.subscribe;
  const loaded = useSyncExternalStore(
    subscribe,
    () => entry.loaded,
    () => false,
  );
  const data = useSyncExternalStore(
    subscribe,
    () => entry.data as T | undefined,
    () => undefined,
  );

  useEffect(() => {
    if (!entry.loaded && !entry.pending) void load(entry, key);
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') void load(entry, key);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    const timer = refreshIntervalMs ? window.setInterval(() => void load(entry, key), refreshIntervalMs) : null;
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      if (timer !== null) window.clearInterval(timer);
    };
  }, [entry, key, refreshIntervalMs]);

  return { data, isLoading: !loaded };
}
