import 'server-only';
import { globalSignOut, type PoolTokens } from './pool';
import { forgetLiveSession } from './verified-session';

/**
 * Every sign-out (the site's button, next-auth's POST /api/auth/signout) ends the session at the
 * pool too (GlobalSignOut), so a copy of the cookie, or its tokens, open nothing afterwards. The
 * pool checks the access token itself, so the cookie's unverified copy is safe to send. A pool that
 * cannot be reached does not keep the user signed in here: the cookie is cleared all the same.
 */
export async function endPoolSession(tokens: PoolTokens): Promise<void> {
  try {
    await globalSignOut(tokens);
  } catch (error) {
    console.info(
      '[auth] GlobalSignOut was refused or failed; the session cookie is cleared all the same:',
      (error as Error).message,
    );
  }
  forgetLiveSession(tokens.accessToken);
}
