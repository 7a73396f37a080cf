import { NextRequest, NextResponse } from 'next/server';
import { buildCsp } from '@/lib/security/csp';
import { forwardedRequestHeaders, nonceFor, staticSecurityHeaders, withSecurityHeaders } from '@/lib/security/headers';
import { proxy } from '@/proxy';

const base = { NODE_ENV: 'production', SITE_URL: 'https://alabama.travel' } as const;

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('the Content-Security-Policy builder', () => {
  it('allows scripts only by nonce, with strict-dynamic and never unsafe-inline or unsafe-eval', () => {
    const csp = buildCsp({ nonce: 'abc123', env: base });
    const scripts = directive(csp, 'script-src');
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-abc123'", "'strict-dynamic'"]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('forbids framing, plugins and foreign base URLs, and plays YouTube only from the no-cookie host', () => {
    const csp = buildCsp({ nonce: 'n', env: base });
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('names no third-party host when nothing is configured', () => {
    const csp = buildCsp({ nonce: 'n', env: base });
    expect(csp).not.toMatch(/google|gallery|widget/);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the Google Maps, gallery, search-widget and media hosts only when their variables are set', () => {
    const csp = buildCsp({
      nonce: 'n',
      env: {
        ...base,
        NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key',
        NEXT_PUBLIC_GALLERY_SCRIPT_URL: 'https://gallery.example.com/embed.js',
        NEXT_PUBLIC_SEARCH_WIDGET_SCRIPT_URL: 'https://search.example.net/w.js?x=1',
        MEDIA_BASE_URL: 'https://media.alabama.travel/uploads',
        MEDIA_FALLBACK_URL: 'https://staging-bucket.s3.amazonaws.com/',
      },
    });
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://gallery.example.com', 'https://search.example.net']),
    );
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining([
        'https://media.alabama.travel',
        'https://staging-bucket.s3.amazonaws.com',
        'https://*.gstatic.com',
      ]),
    );
    expect(directive(csp, 'frame-src')).toContain('https://*.google.com');
  });

  it("lets the browser fetch from ButterCMS's CDN only when photos are resized there", () => {
    expect(directive(buildCsp({ nonce: 'n', env: base }), 'img-src')).not.toContain('https://cdn.buttercms.com');
    const csp = buildCsp({ nonce: 'n', env: { ...base, MEDIA_TRANSFORMS: 'cdn' } });
    expect(directive(csp, 'img-src')).toContain('https://cdn.buttercms.com');
  });

  it('allows eval in development only (React error stacks) and no upgrade on plain http', () => {
    const csp = buildCsp({ nonce: 'n', env: { NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' } });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('the security headers', () => {
  it('send HSTS in production only', () => {
    expect(staticSecurityHeaders('production')['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(staticSecurityHeaders('development')['Strict-Transport-Security']).toBeUndefined();
  });

  it('give each request its own unpredictable nonce, the same in the forwarded and the response header', () => {
    const a = new NextRequest('http://localhost/profile');
    const b = new NextRequest('http://localhost/profile');
    expect(nonceFor(a)).not.toEqual(nonceFor(b));
    expect(nonceFor(a)).toEqual(nonceFor(a));
    const forwarded = forwardedRequestHeaders(a);
    const response = withSecurityHeaders(a, NextResponse.next());
    expect(forwarded.get('x-nonce')).toBe(nonceFor(a));
    expect(response.headers.get('content-security-policy')).toBe(forwarded.get('content-security-policy'));
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonceFor(a)}'`);
  });

  it('are on every response the proxy returns', async () => {
    const response = await proxy(new NextRequest('http://localhost/profile'));
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A cached page's policy comes with its cache entry (tests/cache/page-policy.test.ts).
    expect((await proxy(new NextRequest('http://localhost/places-to-go'))).headers.get('x-content-type-options')).toBe(
      'nosniff',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
