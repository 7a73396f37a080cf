import { expect, test } from '@playwright/test';
import { appRoutes, dynamicSegments, UNSAFE_SEGMENTS, urlWith } from '../security/app-tree';

// Through the whole server: a NUL or broken encoding in a page's path or query is the site's own
// 404 page, a bad field at the APIs is a 400 naming it, a body over 1 MB a 413, and a server action
// posted from another site a 403 (Next itself would answer 500).
test.describe('bad input through the server', () => {
  for (const path of ['/places-to-go/%00', '/places-to-go/a%00b', '/trail-details/%00', '/search?q=a%00b']) {
    test(`${path} is the site's 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Page not found');
    });
  }

  for (const [path, field] of [
    ['/prod/searchEvents?q=a%00b', 'q'],
    ['/prod/searchEvents?end=0000-01-01', 'end'],
    ['/api/autocomplete?q=a%00b', 'q'],
  ] as const) {
    test(`${path} is a 400 naming ${field}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    });
  }

  test('a body over 1 MB to the pool at /idp is a 413', async ({ request }) => {
    const response = await request.post('/idp', {
      headers: {
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
        'content-type': 'application/x-amz-json-1.1',
      },
      data: JSON.stringify({ Username: 'big@example.com', Password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status()).toBe(413);
  });

  test('a body over 1 MB is a 413', async ({ request }) => {
    const response = await request.post('/api/newsletter/addSubscriber', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'big@example.com', first_name: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status()).toBe(413);
  });

  test('a server action posted from another site is a 403', async ({ request }) => {
    const response = await request.post('/', {
      headers: {
        'next-action': '7f3a9c0d',
        origin: 'https://evil.example',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
    });
    expect(response.status()).toBe(403);
  });
});

// Every dynamic segment of every page and route handler under app/, found on disk when the tests
// start, given every unsafe class (broken percent-encoding, NUL, an encoded surrogate): a page is
// the site's 404 page, an API a 400 naming the parameter; Next's own answer was a plain-text 500.
test.describe('unsafe path segments on every route', () => {
  const routes = appRoutes().filter((route) => dynamicSegments(route).length > 0);
  for (const route of routes) {
    const api = /^\/(api|prod|idp)(\/|$)/.test(route.urlPath);
    test(`${route.urlPath} (${route.kind})`, async ({ request }) => {
      for (const { name, index } of dynamicSegments(route))
        for (const bad of UNSAFE_SEGMENTS) {
          const url = urlWith(route, index, bad);
          const response = await request.get(url, { maxRedirects: 0 });
          const body = await response.text();
          if (api) {
            expect({ url, status: response.status() }).toEqual({ url, status: 400 });
            expect({ url, field: (JSON.parse(body) as { error: { field: string } }).error.field }).toEqual({
              url,
              field: name,
            });
          } else {
            expect({ url, status: response.status() }).toEqual({ url, status: 404 });
            expect(body).toContain('Page not found');
          }
        }
    });
  }
});
