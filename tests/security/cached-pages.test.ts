import fs from 'node:fs';
import path from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import { buildCsp } from '@/lib/security/csp';
import { forwardedRequestHeaders, withPageSecurityHeaders, withSecurityHeaders } from '@/lib/security/headers';
import { pageClassOf } from '@/lib/security/page-class';

const base = { NODE_ENV: 'production', SITE_URL: 'https://alabama.travel' } as const;

function scriptSrc(csp: string): string[] {
  return csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === 'script-src')!
    .slice(1);
}

/** Every page file under app/[locale], as the path a visitor asks for (dynamic segments filled with a sample). */
function pageFiles(dir = 'app/[locale]'): { file: string; route: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (entry.name !== 'page.tsx') return [];
    const route =
      '/' +
      path
        .relative('app/[locale]', dir)
        .split(path.sep)
        .filter(Boolean)
        .map((segment) => (segment.startsWith('[') ? '1' : segment))
        .join('/');
    return [{ file: full, route: route === '/' ? '/' : route.replace(/\/$/, '') }];
  });
}

describe('pages from the ISR cache and per-visitor pages', () => {
  it('put account, trips and forms on the per-visitor class, content, the map and search on the cached class', () => {
    for (const p of [
      '/profile',
      '/login',
      '/my-trip',
      '/my-trip/list',
      '/trip/7',
      '/create-a-trip',
      '/subscribe',
      '/upcoming-events/5/preview-1',
    ])
      expect([p, pageClassOf(p)]).toEqual([p, 'per-visitor']);
    for (const p of [
      '/',
      '/places-to-go/12',
      '/upcoming-events/5',
      '/road-trips/3',
      '/festivals-and-events',
      '/articles',
      '/road-trips/all',
      '/article/x',
      '/my-trip/trip-tips',
      '/privacy-policy',
      '/search',
      '/search/all/1/YmVhY2g',
      '/newsletter',
      '/places-to-go/map',
      '/places-to-go/map/experiences/beaches',
      '/places-to-go/map/view/tab-see_area-gulf-coast',
      '/no-such-page',
    ])
      expect([p, pageClassOf(p)]).toEqual([p, 'cached']);
  });

  it('never put a page that reads the session, cookies, headers or the query string on the cached class', () => {
    // Such a page renders per request; on the cached class its HTML, reflecting the request, would
    // be stored and shared, and served without a nonce (docs/SECURITY.md).
    const dynamicPage = /searchParams|getSessionUser|auth\(\)|cookies\(\)|headers\(\)|connection\(\)|loadTripForPage/;
    const wrong = pageFiles()
      .filter(({ file }) => dynamicPage.test(fs.readFileSync(file, 'utf8')))
      .filter(({ route }) => pageClassOf(route) === 'cached');
    expect(wrong).toEqual([]);
  });

  it('pass cached pages on with no policy of their own or nonce, and answer on their paths with no inline script', () => {
    const request = new NextRequest('http://localhost/places-to-go/12', {
      headers: { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' },
    });
    const forwarded = forwardedRequestHeaders(request);
    // A regeneration in the background must not store one visitor's nonce (or a forged one) in shared HTML.
    expect(forwarded.get('content-security-policy')).toBeNull();
    expect(forwarded.get('x-nonce')).toBeNull();
    // The page's policy comes with its cache entry (lib/cache/page-policy.mjs); a second one here
    // would be enforced beside it.
    expect(withPageSecurityHeaders(request, NextResponse.next()).headers.get('content-security-policy')).toBeNull();
    const csp = withSecurityHeaders(request, NextResponse.redirect('http://localhost/')).headers.get(
      'content-security-policy',
    )!;
    expect(scriptSrc(csp)).toEqual(["'self'"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('keep the nonce policy, and no unsafe-inline, on per-visitor pages', () => {
    const request = new NextRequest('http://localhost/profile', { headers: { 'x-nonce': 'forged' } });
    const forwarded = forwardedRequestHeaders(request);
    const nonce = forwarded.get('x-nonce')!;
    expect(nonce).not.toBe('forged');
    const csp = withPageSecurityHeaders(request, NextResponse.next()).headers.get('content-security-policy')!;
    expect(scriptSrc(csp)).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(buildCsp({ nonce: 'n', env: { ...base, NODE_ENV: 'development' } })).toContain("'unsafe-eval'");
  });
});
