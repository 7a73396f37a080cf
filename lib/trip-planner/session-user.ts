import 'server-only';
import { unauthorized } from '@/lib/api/errors';
import { getSessionUser, type SessionUser } from '@/lib/auth/session';
import { ensureVisitor } from '@/lib/visitors';

/** The signed-in user of a route handler, with their visitor record made sure of; 401 otherwise. */
export async function requireVisitor(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw unauthorized('Sign in to keep trips and favorites.');
  await ensureVisitor(user.userId, user.email);
  return user;
}
