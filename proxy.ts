import { NextRequest, NextResponse } from 'next/server';
import { foreignServerActionResponse, isForeignServerAction } from '@/lib/api/action-origin';
import { unsafePathAnswer } from '@/lib/api/unsafe-path';
import { guardRequest } from '@/lib/auth/guard';
import { legacyRedirectTarget } from '@/lib/routing/legacy-redirects';
import { listingPathFor } from '@/lib/routing/listings';
import { mapViewPathFor } from '@/lib/map/view-path';
import { searchPathFor } from '@/lib/search/view-path';
import {
  forwardedRequestHeaders,
  staticSecurityHeaders,
  withPageSecurityHeaders,
  withSecurityHeaders,
} from '@/lib/security/headers';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/static-headers';
import { env } from '@/lib/env';

// The proxy composes four concerns, each owned by its own module: unsafe path segments, legacy
// redirects, the sign-in guard, and security headers (on every response it returns, redirects
// included).
export async function proxy(request: NextRequest) {
  if (isForeignServerAction(request)) return withSecurityHeaders(request, foreignServerActionResponse());
  const unsafe = unsafePathResponse(request);
  if (unsafe) return unsafe;
  // The Main API comes here only to have its segments checked (the matcher below).
  if (isMainApi(request)) return NextResponse.next();
  const slashless = withoutTrailingSlash(request);
  if (slashless) return withSecurityHeaders(request, NextResponse.redirect(slashless, 308));
  const legacy = legacyRedirectTarget(request.nextUrl.pathname);
  if (legacy) return withSecurityHeaders(request, NextResponse.redirect(new URL(legacy, request.url), 308));
  const guarded = await guardRequest(request);
  if (guarded) return withSecurityHeaders(request, guarded);
  const headers = forwardedRequestHeaders(request);
  const listing = listingView(request);
  if (listing) return withPageSecurityHeaders(request, NextResponse.rewrite(listing, { request: { headers } }));
  return withPageSecurityHeaders(request, withoutIndexing(request, NextResponse.next({ request: { headers } })));
}

/** A read-only trip link is private to whoever holds it: no search engine keeps it, found or not. */
function withoutIndexing(request: NextRequest, response: NextResponse): NextResponse {
  if (request.nextUrl.pathname.startsWith('/trip/shared/')) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

const isMainApi = (request: NextRequest) => request.nextUrl.pathname.startsWith('/prod/');

/**
 * A path with a segment Next's router cannot decode or no record can hold (lib/api/unsafe-path.ts):
 * at an API a 400 naming the parameter, for a page the site's not-found page.
 */
function unsafePathResponse(request: NextRequest): Response | undefined {
  const answer = unsafePathAnswer(request.nextUrl.pathname);
  if (!answer) return undefined;
  if (answer.kind === 'page') return notFoundPage(request, answer.rewrite);
  return isMainApi(request) ? mainApiHeaders(answer.response) : withSecurityHeaders(request, answer.response);
}

/**
 * The site's not-found page for a path no record can match, under the headers of that page (a
 * cached page: its policy comes with its cache entry), not those of the path asked for.
 */
function notFoundPage(request: NextRequest, path: string): NextResponse {
  const target = new NextRequest(new URL(path, request.url), { headers: request.headers });
  const headers = forwardedRequestHeaders(target);
  return withPageSecurityHeaders(target, NextResponse.rewrite(target.nextUrl, { request: { headers } }));
}

/** The Main API's own headers (next.config.ts gives them to the answers the proxy does not make). */
function mainApiHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(staticSecurityHeaders(env().NODE_ENV))) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  return response;
}

/**
 * A listing, map or search view by its query string (lib/routing/listings.ts, lib/map/view-path.ts,
 * lib/search/view-path.ts): the internal path whose ISR page shows it, the address bar keeping the
 * public URL. The router's `_rsc` stays, as Next checks it against the request's headers.
 */
function listingView(request: NextRequest): URL | undefined {
  const { pathname, searchParams } = request.nextUrl;
  const target =
    listingPathFor(pathname, searchParams) ??
    mapViewPathFor(pathname, searchParams) ??
    searchPathFor(pathname, searchParams);
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
  // Static files and the Main API (/prod/…) get their headers from next.config.ts instead. A Main
  // API path with a `%` comes here only to have its segments checked before Next decodes them.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|geo/|prod/).*)', '/prod/:path(.*%.*)'],
};
