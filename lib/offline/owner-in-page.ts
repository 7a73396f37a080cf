import {
  evidenceIn,
  forgetIfNotTheirs,
  keepsUserData,
  ownerCookie,
  ownerInCookies,
  recordedOwner,
  recordOwner,
  sessionExpiry,
} from './session-owner';

// The pages' side of lib/offline/session-owner.ts: they set the owner cookie (the worker cannot
// everywhere), and check it themselves where the worker cannot read cookies.

const SESSION_ROUTE = '/api/auth/session';

async function askSession(): Promise<Response | null> {
  return fetch(SESSION_ROUTE, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
}

/**
 * Before a save: the signed-in user becomes the owner of what this device keeps, and the owner
 * cookie expires with their session. Throws when no one is signed in.
 */
export async function claimOfflineData(): Promise<void> {
  const response = await askSession();
  const evidence = response && (await evidenceIn(new URL(SESSION_ROUTE, location.href), response));
  const expires = response && (await sessionExpiry(response));
  if (evidence?.kind !== 'session' || !evidence.userId || !expires) throw new Error('Not signed in.');
  await recordOwner(evidence.userId);
  document.cookie = ownerCookie(evidence.userId, expires);
}

/** Forgets the data when the owner cookie is gone or names someone else; true when it did. Needs no network. */
export async function checkOwnerCookie(): Promise<boolean> {
  if (!('caches' in window)) return false;
  return forgetIfNotTheirs({ kind: 'cookie', userId: ownerInCookies(document.cookie) });
}

/**
 * On each page start and before queued edits are sent: the owner cookie, then (with a signal) the
 * session route decide whether the data kept here stays; while it does, the cookie's expiry
 * follows the session's. True when the data was forgotten.
 */
export async function reconcileOfflineData(): Promise<boolean> {
  if (!('caches' in window) || !(await keepsUserData())) return false;
  if (await checkOwnerCookie()) return true;
  if (!navigator.onLine) return false;
  const response = await askSession();
  const evidence = response && (await evidenceIn(new URL(SESSION_ROUTE, location.href), response));
  if (!response || !evidence) return false;
  if (await forgetIfNotTheirs(evidence)) return true;
  const expires = await sessionExpiry(response);
  if (evidence.kind === 'session' && evidence.userId && expires && evidence.userId === (await recordedOwner()))
    document.cookie = ownerCookie(evidence.userId, expires);
  return false;
}

/** A queued edit belongs to the user the owner cookie names, when no one is recorded yet. */
export async function recordOwnerFromCookie(): Promise<void> {
  const owner = ownerInCookies(document.cookie);
  if (owner && (await recordedOwner()) === null) await recordOwner(owner);
}
