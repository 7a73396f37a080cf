'use client';

import { refreshFetchedValue, useFetchedValue } from '@/components/shell/fetched-value';

export const SESSION_KEY = '/api/auth/session';
const SESSION_REFRESH_MS = 10 * 60 * 1000;

type PublicSession = { user?: { id?: string; email?: string | null } } | null;

async function fetchSession(url: string): Promise<PublicSession> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return null;
  return (await response.json()) as PublicSession;
}

/** Whether someone is signed in, for client components; the tokens stay on the server. */
export function useSessionUser(): { status: 'loading' | 'signed-in' | 'signed-out'; userId?: string; email?: string } {
  // Reading the session through its route also saves tokens refreshed there; server components
  // can refresh tokens but cannot write the cookie.
  const { data, isLoading } = useFetchedValue(SESSION_KEY, fetchSession, { refreshIntervalMs: SESSION_REFRESH_MS });
  if (isLoading) return { status: 'loading' };
  const user = data?.user;
  if (!user?.id) return { status: 'signed-out' };
  return { status: 'signed-in', userId: user.id, email: user.email ?? undefined };
}

/** Re-reads the session after sign-in or sign-out. */
export function refreshSessionUser(): Promise<unknown> {
  return refreshFetchedValue(SESSION_KEY);
}
