import type { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { buildCsp } from './csp';
import { pageClassOf } from './page-class';
import { staticSecurityHeaders } from './static-headers';

export { staticSecurityHeaders };

export const NONCE_HEADER = 'x-nonce';

// One nonce per request, shared by the headers forwarded to the renderer and the response's CSP.
const nonces = new WeakMap<Request, string>();

/** This request's CSP nonce: 128 random bits, base64. */
export function nonceFor(request: Request): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    nonce = btoa(String.fromCharCode(...bytes));
    nonces.set(request, nonce);
  }
  return nonce;
}

/**
 * Whether this response's page comes from the ISR cache, by its path. In development nothing is
 * cached, so every page renders per request under the nonce policy.
 */
function isCachedPage(request: NextRequest): boolean {
  return env().NODE_ENV !== 'development' && pageClassOf(request.nextUrl.pathname) === 'cached';
}

/**
 * The policy of an answer the proxy makes itself (a redirect, a refusal): by nonce, or on a cached
 * page's path, no inline script at all. A cached page that the renderer answers carries its own,
 * made when it entered the cache (lib/cache/page-policy.mjs).
 */
export function contentSecurityPolicy(request: NextRequest): string {
  return isCachedPage(request) ? buildCsp({ env: env() }) : buildCsp({ nonce: nonceFor(request), env: env() });
}

/**
 * The request headers to forward to the renderer: Next reads the nonce from the CSP request
 * header and stamps it on its own scripts; server components read `x-nonce` for third-party ones.
 * A cached page gets neither: a background regeneration would otherwise store one visitor's nonce
 * in the HTML that every later visitor receives, under a policy with a different nonce.
 */
export function forwardedRequestHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.delete(NONCE_HEADER);
  headers.delete('Content-Security-Policy');
  if (isCachedPage(request)) return headers;
  headers.set(NONCE_HEADER, nonceFor(request));
  headers.set('Content-Security-Policy', contentSecurityPolicy(request));
  return headers;
}

function withStaticHeaders<R extends NextResponse | Response>(response: R): R {
  for (const [name, value] of Object.entries(staticSecurityHeaders(env().NODE_ENV))) response.headers.set(name, value);
  response.headers.delete('x-powered-by');
  return response;
}

/** Adds the security headers to a response the proxy makes itself, redirects included. */
export function withSecurityHeaders<R extends NextResponse | Response>(request: NextRequest, response: R): R {
  response.headers.set('Content-Security-Policy', contentSecurityPolicy(request));
  return withStaticHeaders(response);
}

/**
 * Adds the security headers to a request the proxy passes on to be rendered. A cached page's
 * policy comes with its cache entry; a second policy here would be enforced beside it (a browser
 * applies every policy it is sent), so the proxy sends one only for pages rendered per request.
 */
export function withPageSecurityHeaders(request: NextRequest, response: NextResponse): NextResponse {
  if (!isCachedPage(request)) return withSecurityHeaders(request, response);
  response.headers.delete('Content-Security-Policy');
  return withStaticHeaders(response);
}
