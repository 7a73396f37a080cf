import 'server-only';
import { auth } from './index';

export type SessionUser = { userId: string; email: string; idToken: string };

/**
 * The signed-in user with a current ID token (refreshed when close to expiry), or null. The id
 * and email are the verified ID token's (lib/auth/verified-session.ts), never the cookie's own.
 * Server components, actions and route handlers pass `idToken` on as the bearer token.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await auth();
  const userId = session?.user?.id;
  const email = session?.user?.email;
  if (!userId || !email || !session.idToken) return null;
  return { userId, email, idToken: session.idToken };
}
