import { NextResponse, type NextRequest } from 'next/server';
import { foreignServerActionResponse, isForeignServerAction } from '@/lib/api/action-origin';
import { guardRequest } from '@/lib/auth/guard';
import { legacyRedirectTarget } from '@/lib/routing/legacy-redirects';
import { listingPathFor } from '@/lib/routing/listings';
import { forwardedRequestHeaders, withSecurityHeaders } from '@/lib/security/headers';

// The proxy composes three concerns, each owned by its own module: legacy redirects, the
// sign-in guard, and security headers (on every response it returns, redirects included).
export async function proxy(request: NextRequest) {
  if (isForeignServerAction(request)) return withSecurityHeaders(request, foreignServerActionResponse());
  const slashless = withoutTrailingSlash(request);
  if (slashless) return withSecurityHeaders(request, NextResponse.redirect(slashless, 308));
  const legacy = legacyRedirectTarget(request.nextUrl.pathname);
  if (legacy) return withSecurityHeaders(request, NextResponse.redirect(new URL(legacy, request.url), 308));
  const guarded = await guardRequest(request);
  if (guarded) return withSecurityHeaders(request, guarded);
  const headers = forwardedRequestHeaders(request);
  const listing = listingView(request);
  if (listing) return withSecurityHeaders(request, NextResponse.rewrite(listing, { request: { headers } }));
  return withSecurityHeaders(request, withoutIndexing(request, NextResponse.next({ request: { headers } })));
}

/** A read-only trip link is private to whoever holds it: no search engine keeps it, found or not. */
function withoutIndexing(request: NextRequest, response: NextResponse): NextResponse {
  if (request.nextUrl.pathname.startsWith('/trip/shared/')) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/**
 * A listing page's view by its query string (lib/routing/listings.ts): the internal path whose ISR
 * page shows it, the address bar keeping the public URL. The router's `_rsc` stays, as Next checks
 * it against the request's headers.
 */
function listingView(request: NextRequest): URL | undefined {
  const { pathname, searchParams } = request.nextUrl;
  const target = listingPathFor(pathname, searchParams);
  if (target === undefined || target === pathname) return undefined;
  const url = new URL(request.url);
  url.pathname = target;
  const rsc = searchParams.get('_rsc');
  url.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
  return url;
}

/**
 * Pages keep one canonical URL without a trailing slash (Next's redirect, which next.config.ts
 * turns off). The pool's protocol endpoint answers at /idp/ too, as Cognito clients post there;
 * /prod/ never reaches the proxy.
 */
function withoutTrailingSlash(request: NextRequest): URL | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/') || pathname === '/idp/') return undefined;
  // A plain URL: NextURL would put back the slash it saw on the way in.
  const url = new URL(request.url);
  url.pathname = pathname.replace(/\/+$/, '') || '/';
  return url;
}

export const config = {
  // Static files and the Main API (/prod/…) get their headers from next.config.ts instead.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|geo/|prod/).*)'],
};
