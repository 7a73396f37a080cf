import { NextRequest } from 'next/server';
import nextConfig from '@/next.config';
import { config as proxyConfig, proxy } from '@/proxy';

// The AWS SDK v3 posts to the endpoint's path with a slash (/idp/) and cannot follow a 308; the
// Main API spec names /prod/visitors/. Pages keep their one canonical URL without the slash.
const post = (path: string) =>
  new NextRequest(`http://localhost${path}`, { method: 'POST', headers: { 'x-amz-target': 'x' } });

test("Next's own trailing-slash redirect is off, so it no longer answers POST /idp/ with a 308", () => {
  expect(nextConfig.skipTrailingSlashRedirect).toBe(true);
});

test('POST /idp/ passes through the proxy to the pool', async () => {
  const response = await proxy(post('/idp/'));
  expect(response.status).toBe(200);
  expect(response.headers.get('x-middleware-next')).toBe('1');
});

test('/prod/ (the Main API, /prod/visitors/ included) never reaches the proxy', () => {
  const matcher = new RegExp(`^${proxyConfig.matcher[0]}$`);
  expect(matcher.test('/prod/visitors/')).toBe(false);
  expect(matcher.test('/idp/')).toBe(true);
});

test.each([
  ['/places-to-go/', '/places-to-go'],
  ['/upcoming-events/?when=weekend', '/upcoming-events?when=weekend'],
  ['/trail-details/some-trail//', '/trail-details/some-trail'],
  ['/api/session/', '/api/session'],
])('a page or route at %s still redirects (308) to %s', async (path, target) => {
  const response = await proxy(new NextRequest(`http://localhost${path}`));
  expect(response.status).toBe(308);
  expect(new URL(response.headers.get('location')!).pathname + new URL(response.headers.get('location')!).search).toBe(
    target,
  );
});

test('the home page and slash-less paths are not redirected', async () => {
  expect((await proxy(new NextRequest('http://localhost/'))).status).toBe(200);
  expect((await proxy(new NextRequest('http://localhost/places-to-go'))).status).toBe(200);
});
