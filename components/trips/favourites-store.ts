'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/constants';
import { useSessionUser } from '@/components/account/use-session-user';
import { useSiteSession } from '@/components/shell/site-session';

// Checked by hand rather than with zod: this module is on every page.
function parseIds(value: unknown): number[] {
  if (!Array.isArray(value)) throw new Error('favourites must be a list of ids');
  return value.filter((x): x is number => Number.isInteger(x) && x > 0);
}
const listeners = new Set<() => void>();
const EMPTY: number[] = [];
let cache: number[] | null = null;

function readLocal(): number[] {
  try {
    return [...new Set(parseIds(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites) ?? '[]')))];
  } catch {
    return [];
  }
}

function snapshot(): number[] {
  cache ??= readLocal();
  return cache;
}

/** Replaces the favourites kept in this browser (localStorage 'favorites') and tells every subscriber. */
export function setLocalFavourites(ids: number[]): void {
  cache = [...new Set(ids)];
  window.localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify(cache));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.favorites) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

async function send(method: 'POST' | 'DELETE', ids: number[]): Promise<number[]> {
  const response = await fetch('/api/favourites', {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  if (!response.ok) throw new Error(`/api/favourites answered ${response.status}`);
  return parseIds(((await response.json()) as { ids: unknown }).ids);
}

let mergedFor: string | null = null;

// Firefox rejects the fetches of a page being left (Chromium drops them unanswered): a merge cut off
// so is no failure, and the next page merges again.
let leavingPage = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leavingPage = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** Merges this browser's favourites into the account's (a union; repeating it changes nothing) and keeps the result locally. */
export async function mergeFavouritesAtSignIn(userId: string): Promise<void> {
  if (mergedFor === userId) return;
  mergedFor = userId;
  try {
    setLocalFavourites(await send('POST', snapshot()));
  } catch (error) {
    mergedFor = null;
    if (!leavingPage) console.error('[favourites] merge failed', error);
  }
}

/** Sign-out: the favourites this browser kept go, so the next person on this computer starts with none. */
export function forgetLocalFavourites(): void {
  mergedFor = null;
  cache = [];
  window.localStorage.removeItem(STORAGE_KEYS.favorites);
  listeners.forEach((listener) => listener());
}

/** The user's favourite place ids: local for everyone, mirrored on the server once signed in. */
export function useFavourites() {
  const ids = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const session = useSessionUser();
  const signedIn = session.status === 'signed-in';
  // The account's favourites come with the session endpoint's answer (pages are cached, so their
  // HTML shows no heart pressed); they join this browser's whenever the account's list changes.
  const site = useSiteSession();
  const accountIds = site.signedIn ? site.favouriteIds.join(',') : '';
  useEffect(() => {
    if (!accountIds) return;
    const local = snapshot();
    const missing = accountIds
      .split(',')
      .map(Number)
      .filter((id) => !local.includes(id));
    if (missing.length > 0) setLocalFavourites([...local, ...missing]);
  }, [accountIds]);
  useEffect(() => {
    if (session.status === 'signed-in' && session.userId) void mergeFavouritesAtSignIn(session.userId);
    if (session.status === 'signed-out') mergedFor = null;
  }, [session.status, session.userId]);

  return {
    ids,
    ready: session.status !== 'loading',
    signedIn,
    isFavourite: (id: number) => ids.includes(id),
    async add(id: number) {
      setLocalFavourites([...snapshot(), id]);
      if (signedIn)
        await send('POST', [id]).catch((error: unknown) => console.error('[favourites] save failed', error));
    },
    async remove(id: number) {
      setLocalFavourites(snapshot().filter((x) => x !== id));
      if (signedIn)
        await send('DELETE', [id]).catch((error: unknown) => console.error('[favourites] remove failed', error));
    },
  };
}
