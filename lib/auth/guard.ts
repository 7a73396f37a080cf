import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { authSecret } from './secret';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { isTripListAlias, requiresSignIn, tripListPath } from './paths';

/** The signed-in user's id from the session cookie, without touching the user pool. */
async function sessionUserId(request: NextRequest): Promise<string | null> {
  const secret = authSecret();
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: request, secret, secureCookie });
    if (token?.sub) return token.sub;
  }
  return null;
}

/**
 * Sends anonymous visitors away from pages that need sign-in (docs/SPEC.md section 6): to the home page.
 * Pages check again on the server, where the session's tokens are refreshed and verified.
 */
export async function guardRequest(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (!requiresSignIn(pathname)) return null;
  const userId = await sessionUserId(request);
  const { locale } = splitLocale(pathname);
  if (!userId) return NextResponse.redirect(new URL(localePath(locale, '/'), request.url));
  if (isTripListAlias(pathname)) {
    return NextResponse.redirect(new URL(localePath(locale, tripListPath(userId)), request.url));
  }
  return null;
}
