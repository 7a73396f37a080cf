import 'server-only';
import { createHash } from 'node:crypto';
import { isDatabaseUnreachable } from '@/lib/db/errors';
import { verifyIdToken, type Caller } from './bearer';
import { getPoolUserAttributes, PoolError, refreshTokens, usesRemotePool, type PoolTokens } from './pool';

/** Tokens are refreshed this long before the ID token expires. */
const REFRESH_MARGIN_SECONDS = 5 * 60;
/** How long Cognito's answer that a session is still live is trusted (GlobalSignOut reaches other servers within this). */
const LIVE_CHECK_TTL_MS = 60 * 1000;

/** What a check of the session with the pool found: a refusal ends it; a check that could not be made does not. */
type Unchecked = 'unchecked';

// Cognito's answers that a refresh token or its user is no longer good; any other failure (a
// 5xx, a network error, this process's database away) says nothing about the session.
const REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

/**
 * Whether a failed refresh was the pool refusing the token, as opposed to the pool not answering.
 * This copy's own pool refuses with a 4xx and only then; another pool's 4xx may also be its
 * throttling or a failed Lambda trigger, so there only the refusals above end a session.
 */
export function refreshWasRefused(error: unknown): boolean {
  if (!(error instanceof PoolError)) return false;
  if (error.status !== undefined && !usesRemotePool()) return error.status < 500;
  return REFUSALS.has(error.code);
}

async function refreshed(pool: PoolTokens): Promise<PoolTokens | null | Unchecked> {
  try {
    return await refreshTokens(pool.refreshToken);
  } catch (error) {
    if (!refreshWasRefused(error)) {
      console.warn('[auth] session kept: its refresh could not be checked', (error as Error).message);
      return 'unchecked';
    }
    console.info('[auth] session ended: the refresh token was refused', (error as Error).message);
    return null;
  }
}

async function verified(idToken: string): Promise<Caller | null | Unchecked> {
  try {
    return await verifyIdToken(idToken);
  } catch (error) {
    // The built-in pool's keys and revocations live in the database.
    return isDatabaseUnreachable(error) ? 'unchecked' : null;
  }
}

const liveAt = new Map<string, number>();
const sessionKey = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

/**
 * Whether Cognito still honours the session. Its ID tokens verify until they expire even after
 * GlobalSignOut, but GetUser refuses the session's access token at once; the answer is kept for a
 * minute per session so a page costs no round trip to AWS. A remote built-in pool (COGNITO_ENDPOINT)
 * is asked the same way; the local built-in pool needs no such call: its verifier refuses the
 * tokens of a revoked session itself.
 */
async function liveAtCognito(pool: PoolTokens): Promise<boolean> {
  const key = sessionKey(pool.accessToken);
  const checked = liveAt.get(key);
  if (checked !== undefined && Date.now() - checked < LIVE_CHECK_TTL_MS) return true;
  try {
    await getPoolUserAttributes(pool);
  } catch (error) {
    if (error instanceof PoolError && error.code === 'NotAuthorizedException') return false;
    // Cognito unreachable: the token's signature was verified, so an outage does not sign everyone out.
    console.warn('[auth] could not ask Cognito whether the session is live:', (error as Error).message);
    return true;
  }
  if (liveAt.size > 10_000) liveAt.clear();
  liveAt.set(key, Date.now());
  return true;
}

/** After sign-out this process stops trusting the session at once, not a minute later. */
export function forgetLiveSession(accessToken: string): void {
  liveAt.delete(sessionKey(accessToken));
}

/**
 * The session's tokens, verified as /prod verifies a bearer token (signature, expiry, issuer,
 * audience, and revocation) and refreshed with the refresh token when the ID token is close to
 * expiry or no longer verifies; sub and email come from the verified token, never from the
 * cookie. Null when the session has ended or was never the pool's.
 */
export async function verifiedSession(pool: PoolTokens): Promise<PoolTokens | null> {
  let current: PoolTokens | null | Unchecked = pool;
  let fresh = false;
  if (pool.expiresAt - Math.floor(Date.now() / 1000) <= REFRESH_MARGIN_SECONDS) {
    current = await refreshed(pool);
    fresh = true;
  }
  // Kept as the cookie has it (its identity was verified when the cookie was written, and only
  // this server can write one): an outage of the database or the pool must not sign people out.
  // The next read checks again.
  if (current === 'unchecked') return pool;
  if (!current) return null;
  let caller = await verified(current.idToken);
  if (caller === 'unchecked') return current;
  if (!caller && !fresh) {
    current = await refreshed(pool);
    if (current === 'unchecked') return pool;
    caller = current && (await verified(current.idToken));
    if (caller === 'unchecked') return current;
  }
  if (!current || !caller) return null;
  if (usesRemotePool() && !(await liveAtCognito(current))) return null;
  return { ...current, sub: caller.userId, email: caller.email };
}
