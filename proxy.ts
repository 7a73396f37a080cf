import { NextResponse, type NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/guard';
import { legacyRedirectTarget } from '@/lib/routing/legacy-redirects';

// The proxy composes three concerns, each owned by its own module: legacy redirects, the
// sign-in guard, and (later) security headers.
export async function proxy(request: NextRequest) {
  const legacy = legacyRedirectTarget(request.nextUrl.pathname);
  if (legacy) return NextResponse.redirect(new URL(legacy, request.url), 308);
  const guarded = await guardRequest(request);
  if (guarded) return guarded;
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|geo/).*)'],
};
