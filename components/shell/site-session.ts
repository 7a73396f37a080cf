'use client';

import { useEffect, useRef } from 'react';
import { useSessionUser } from '@/components/account/use-session-user';
import { refreshFetchedValue, useFetchedValue } from './fetched-value';

/** What GET /api/session answers: the parts of a cached page that differ per visitor. */
export type SiteSession = {
  signedIn: boolean;
  firstTrips: { tripId: number; name: string }[];
  /** The signed-in visitor's favourite place ids (the hearts); none when signed out. */
  favouriteIds: number[];
  /** Whether a guide was ordered from this browser or to the signed-in visitor's address. */
  guideOrdered: boolean;
};

export const SITE_SESSION_KEY = '/api/session';
const SIGNED_OUT: SiteSession = { signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: false };

async function fetchSiteSession(url: string): Promise<SiteSession> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return SIGNED_OUT;
  // An older server may answer without the newer fields: they default to none.
  return { ...SIGNED_OUT, ...((await response.json()) as Partial<SiteSession>) };
}

/**
 * The visitor's session for the shell, fetched after hydration: pages come from a shared cache, so
 * their HTML always shows the signed-out shell. Fetched again when the account session changes
 * (sign-in, sign-out), which the account modal announces through useSessionUser.
 */
export function useSiteSession(): SiteSession {
  const { data } = useFetchedValue(SITE_SESSION_KEY, fetchSiteSession);
  const account = useSessionUser();
  const accountUser = account.status === 'loading' ? undefined : (account.userId ?? '');
  const seenUser = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (accountUser === undefined) return;
    if (seenUser.current !== undefined && seenUser.current !== accountUser) void refreshFetchedValue(SITE_SESSION_KEY);
    seenUser.current = accountUser;
  }, [accountUser]);
  return data ?? SIGNED_OUT;
}
