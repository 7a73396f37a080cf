import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { authenticationResult } from '@/lib/idp/tokens';
import { createUser, deleteUser, findUserByEmail } from '@/lib/idp/users';
import type { PoolTokens } from './pool';

/**
 * A Facebook, Google or Apple sign-in on the built-in pool: the pool keeps one user per email
 * (created confirmed, with a random password they can reset) and issues its tokens, so the rest of
 * the site sees the same kind of session as after a password sign-in.
 *
 * An unconfirmed pool user with the same email is never confirmed: anyone can sign up with
 * someone else's address and wait (pre-account hijack). Nobody has proven that mailbox, and an
 * unconfirmed user has never signed in, so it owns nothing: it is deleted, and the provider's
 * verified owner of the address gets a fresh user (a new sub, a random password), so the
 * squatter's password and the sub SignUp told them both lead nowhere.
 */
export async function poolTokensForFederatedEmail(email: string): Promise<PoolTokens> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  let user = await findUserByEmail(db, address);
  if (user && user.status === 'UNCONFIRMED') {
    await deleteUser(db, user.sub);
    user = undefined;
  }
  user ??= await createUser(db, address, `${randomBytes(24).toString('base64url')}aA1!`, true);
  const result = await authenticationResult(db, user);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? '',
    expiresAt: Math.floor(Date.now() / 1000) + result.ExpiresIn,
    sub: user.sub,
    email: user.email,
  };
}
