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

/** Whether this response's page comes from the ISR cache (so it has no nonce), by its path. */
function isCachedPage(request: NextRequest): boolean {
  return pageClassOf(request.nextUrl.pathname) === 'cached';
}

export function contentSecurityPolicy(request: NextRequest): string {
  return buildCsp({ nonce: isCachedPage(request) ? null : nonceFor(request), env: env() });
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

/** Adds the security headers to any response the proxy returns, redirects included. */
export function withSecurityHeaders<R extends NextResponse | Response>(request: NextRequest, response: R): R {
  response.headers.set('Content-Security-Policy', contentSecurityPolicy(request));
  for (const [name, value] of Object.entries(staticSecurityHeaders(env().NODE_ENV))) response.headers.set(name, value);
  response.headers.delete('x-powered-by');
  return response;
}
