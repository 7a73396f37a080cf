import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { authenticationResult } from '@/lib/idp/tokens';
import { confirmUser, createUser, findUserByEmail } from '@/lib/idp/users';
import type { PoolTokens } from './pool';

/**
 * A Facebook, Google or Apple sign-in on the built-in pool: the pool keeps one user per email
 * (created confirmed, with a random password they can reset) and issues its tokens, so the rest of
 * the site sees the same kind of session as after a password sign-in.
 */
export async function poolTokensForFederatedEmail(email: string): Promise<PoolTokens> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  let user = await findUserByEmail(db, address);
  if (!user) user = await createUser(db, address, `${randomBytes(24).toString('base64url')}aA1!`, true);
  else if (user.status !== 'CONFIRMED') await confirmUser(db, user.sub);
  const result = await authenticationResult(db, user, true);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? '',
    expiresAt: Math.floor(Date.now() / 1000) + result.ExpiresIn,
    sub: user.sub,
    email: user.email,
  };
}
