import { NextRequest, NextResponse } from 'next/server';
import { foreignServerActionResponse, isForeignServerAction } from '@/lib/api/action-origin';
import { unsafePathAnswer } from '@/lib/api/unsafe-path';
import { guardRequest } from '@/lib/auth/guard';
import { DEFAULT_LOCALE, localePath, splitLocale } from '@/lib/i18n/locales';
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

// The proxy composes five concerns, each owned by its own module: unsafe path segments, legacy
// redirects, the sign-in guard, the page's language (lib/i18n/locales.ts), and security headers (on
// every response it returns, redirects included).
export async function proxy(request: NextRequest) {
  if (isForeignServerAction(request)) return withSecurityHeaders(request, foreignServerActionResponse());
  const unsafe = unsafePathResponse(request);
  if (unsafe) return unsafe;
  // The Main API comes here only to have its segments checked (the matcher below).
  if (isMainApi(request)) return NextResponse.next();
  const slashless = withoutTrailingSlash(request);
  if (slashless) return withSecurityHeaders(request, NextResponse.redirect(slashless, 308));
  const { pathname } = request.nextUrl;
  const english = englishPrefixed(pathname);
  if (english) return withSecurityHeaders(request, NextResponse.redirect(new URL(english, request.url), 308));
  const { locale, path } = splitLocale(pathname);
  const legacy = legacyRedirectTarget(path);
  if (legacy) {
    return withSecurityHeaders(request, NextResponse.redirect(new URL(localePath(locale, legacy), request.url), 308));
  }
  const guarded = await guardRequest(request);
  if (guarded) return withSecurityHeaders(request, guarded);
  const headers = forwardedRequestHeaders(request);
  if (!isPagePath(pathname)) {
    return withPageSecurityHeaders(request, NextResponse.next({ request: { headers } }));
  }
  // Every page lives under app/[locale]: an English path is its /en twin inside, the address bar
  // keeping the path without it.
  const target = listingView(request, path) ?? path;
  const internal = new URL(request.url);
  internal.pathname = `/${locale}${target === '/' ? '' : target}`;
  if (target !== path) internal.search = routerSearch(request.nextUrl.searchParams);
  const response = NextResponse.rewrite(internal, { request: { headers } });
  return withPageSecurityHeaders(request, withoutIndexing(path, response));
}

/**
 * What is not a page, and so has no language: the APIs, the identity pool, test conveniences, share
 * cards, Next's own files, and files by name (sw.js, robots.txt, sitemap.xml, pictures).
 */
const NOT_A_PAGE = /^\/(api|prod|idp|dev|share-card|_next|opengraph-image)(\/|$)|\.[A-Za-z0-9]+$/;
const isPagePath = (pathname: string) => !NOT_A_PAGE.test(pathname);

/** English pages have one address, without a prefix: /en/trails → /trails. */
function englishPrefixed(pathname: string): string | undefined {
  const match = new RegExp(`^/${DEFAULT_LOCALE}(?=/|$)`).exec(pathname);
  return match ? pathname.slice(match[0].length) || '/' : undefined;
}

/** A read-only trip link is private to whoever holds it: no search engine keeps it, found or not. */
function withoutIndexing(path: string, response: NextResponse): NextResponse {
  if (path.startsWith('/trip/shared/')) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
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
  const { locale } = splitLocale(request.nextUrl.pathname);
  const target = new NextRequest(new URL(path, request.url), { headers: request.headers });
  const headers = forwardedRequestHeaders(target);
  const internal = new URL(`/${locale}${path === '/' ? '' : path}`, request.url);
  return withPageSecurityHeaders(target, NextResponse.rewrite(internal, { request: { headers } }));
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
 * public URL. `path` is the page's path without its language.
 */
function listingView(request: NextRequest, path: string): string | undefined {
  const { searchParams } = request.nextUrl;
  const target =
    listingPathFor(path, searchParams) ?? mapViewPathFor(path, searchParams) ?? searchPathFor(path, searchParams);
  return target === undefined || target === path ? undefined : target;
}

/** The router's `_rsc` stays on a rewritten view, as Next checks it against the request's headers. */
function routerSearch(searchParams: URLSearchParams): string {
  const rsc = searchParams.get('_rsc');
  return rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
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
