// Relative imports only: the service worker bundles this file as well as the pages.
import { CACHE } from './caches';

/**
 * Offline copies follow the session (docs/SECURITY.md). The trips, pages and
 * queued edits kept on this device belong to the user who saved them, recorded beside them. They
 * go, before anything is shown, as soon as the browser learns the session is gone or is someone
 * else's: a 401 from the API, the session routes answering signed out or with another user, or
 * the owner cookie gone (cookies cleared, or expired with the session) or naming someone else.
 * The session cookie itself is HttpOnly, so this readable cookie stands beside it, with its expiry.
 */
export const OWNER_COOKIE = 'offline-owner';

/** The key of the owner's record, in its own cache. */
const OWNER_KEY = '/__offline/owner.json';

/** What the browser has just learned about who is signed in. */
export type SessionEvidence =
  /** The owner cookie: the user id it names, or null when there is none. */
  | { kind: 'cookie'; userId: string | null }
  /** The session routes' answer: the signed-in user's id (undefined when the route does not say), null when signed out. */
  | { kind: 'session'; userId: string | null | undefined }
  /** The API refused the session (401). */
  | { kind: 'unauthorized' };

/** Whether the evidence says the data kept here is not the current visitor's (`owner`: who saved it, if recorded). */
export function belongsToSomeoneElse(owner: string | null, evidence: SessionEvidence): boolean {
  if (evidence.kind === 'unauthorized') return true;
  if (evidence.kind === 'session')
    return evidence.userId === null || (owner !== null && evidence.userId !== undefined && evidence.userId !== owner);
  return owner !== null && evidence.userId !== owner;
}

/** The user id the owner cookie names in a Cookie string (document.cookie), or null. */
export function ownerInCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OWNER_COOKIE) return ownerFromCookieValue(value.join('='));
  }
  return null;
}

/** The user id an owner cookie's value names, or null. */
export function ownerFromCookieValue(value: string | null | undefined): string | null {
  try {
    return value ? decodeURIComponent(value) || null : null;
  } catch {
    return null;
  }
}

/** The cookie text (for document.cookie) naming the owner until the session expires. */
export function ownerCookie(userId: string, expires: Date): string {
  return `${OWNER_COOKIE}=${encodeURIComponent(userId)}; Path=/; SameSite=Lax; Expires=${expires.toUTCString()}`;
}

/** The same cookie for the Cookie Store API (a service worker). */
export function ownerCookieOptions(userId: string, expires: Date) {
  return {
    name: OWNER_COOKIE,
    value: encodeURIComponent(userId),
    expires: expires.getTime(),
    path: '/',
    sameSite: 'lax' as const,
  };
}

const SESSION_ROUTE = '/api/auth/session';
const SITE_SESSION_ROUTE = '/api/session';

/** What an API answer says about the session, if anything: only same-origin GETs of /api. */
export async function evidenceIn(url: URL, response: Response): Promise<SessionEvidence | null> {
  if (!url.pathname.startsWith('/api/')) return null;
  // next-auth's own routes answer 401 to a wrong password: someone signing in, not a session ending.
  if (response.status === 401 && !url.pathname.startsWith('/api/auth/')) return { kind: 'unauthorized' };
  if (!response.ok || (url.pathname !== SESSION_ROUTE && url.pathname !== SITE_SESSION_ROUTE)) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { user?: { id?: unknown }; signedIn?: unknown } | null | undefined;
  if (body === undefined) return null;
  if (url.pathname === SITE_SESSION_ROUTE) return body?.signedIn === false ? { kind: 'session', userId: null } : null;
  const id = body?.user?.id;
  return { kind: 'session', userId: typeof id === 'string' && id ? id : null };
}

/** The session's expiry in next-auth's answer, to give the owner cookie the same. */
export async function sessionExpiry(response: Response): Promise<Date | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { expires?: unknown } | null;
  const expires = typeof body?.expires === 'string' ? new Date(body.expires) : null;
  return expires && !Number.isNaN(expires.getTime()) ? expires : null;
}

/** Whether this device keeps anything of a user's: a saved trip or a queued edit. */
export async function keepsUserData(): Promise<boolean> {
  const names = await caches.keys();
  return names.some((n) => n.startsWith(CACHE.tripPrefix) || n === CACHE.edits);
}

export async function recordedOwner(): Promise<string | null> {
  if (!(await caches.has(CACHE.owner))) return null;
  const hit = await (await caches.open(CACHE.owner)).match(OWNER_KEY);
  const record = hit ? ((await hit.json()) as { userId?: unknown }) : null;
  return typeof record?.userId === 'string' ? record.userId : null;
}

/**
 * Names the user whose data this device keeps from now on. Another user's data, if any is still
 * here, goes first.
 */
export async function recordOwner(userId: string): Promise<void> {
  const owner = await recordedOwner();
  if (owner !== null && owner !== userId) await forgetOfflineData();
  await (
    await caches.open(CACHE.owner)
  ).put(OWNER_KEY, new Response(JSON.stringify({ userId }), { headers: { 'content-type': 'application/json' } }));
}

/**
 * Drops the saved trips, the queued edits, the pages kept and the owner's record. The shell and
 * build files hold nobody's data. Sign-out calls it too.
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  // The owner cookie goes too: data saved after this belongs to whoever saves it.
  if (typeof document !== 'undefined') document.cookie = `${OWNER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  else
    await workerCookies()
      ?.delete(OWNER_COOKIE)
      .catch(() => undefined);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((n) => n.startsWith(CACHE.tripPrefix) || n === CACHE.edits || n === CACHE.pages || n === CACHE.owner)
      .map((n) => caches.delete(n)),
  );
}

/** The Cookie Store API where a service worker has it (Chromium). */
const workerCookies = () => (globalThis as { cookieStore?: { delete(name: string): Promise<void> } }).cookieStore;

/** Forgets the offline data when the evidence says it is someone else's; true when it did. */
export async function forgetIfNotTheirs(evidence: SessionEvidence): Promise<boolean> {
  if (typeof caches === 'undefined' || !(await keepsUserData())) return false;
  if (!belongsToSomeoneElse(await recordedOwner(), evidence)) return false;
  await forgetOfflineData();
  return true;
}
