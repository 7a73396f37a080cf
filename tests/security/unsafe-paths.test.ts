import { NextRequest } from 'next/server';
import { tryToParsePath } from 'next/dist/lib/try-to-parse-path';
import { API_ROUTE_PATTERNS } from '@/lib/api/route-params';
import { NOT_FOUND_PATH } from '@/lib/api/unsafe-path';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/static-headers';
import { config, proxy } from '@/proxy';
import { appRoutes, dynamicSegments, UNSAFE_SEGMENTS, urlWith } from './app-tree';

// Every dynamic segment of every page and route handler under app/, each given every unsafe class
// (broken percent-encoding, NUL, an encoded surrogate): the proxy answers before Next's router
// decodes the path (which would be a plain-text 500). A page is the site's not-found page; an API
// is a 400 that names the parameter.
const routes = appRoutes();
const isApi = (urlPath: string) => /^\/(api|prod|idp)(\/|$)/.test(urlPath);
const matchers = config.matcher.map((source) => new RegExp(tryToParsePath(source).regexStr!));

const cases = routes.flatMap((route) =>
  dynamicSegments(route).flatMap(({ name, index }) =>
    UNSAFE_SEGMENTS.map((bad) => ({ route, name, url: urlWith(route, index, bad) })),
  ),
);

it('finds the dynamic segments of the app tree', () => {
  expect(cases.length).toBeGreaterThan(30 * UNSAFE_SEGMENTS.length);
});

describe.each(cases)('$url', ({ route, name, url }) => {
  it('reaches the proxy', () => {
    expect(matchers.some((matcher) => matcher.test(url))).toBe(true);
  });

  if (isApi(route.urlPath)) {
    it(`is a 400 naming ${name}`, async () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const response = await proxy(new NextRequest(`http://localhost${url}`, { method }));
        expect({ method, status: response.status }).toEqual({ method, status: 400 });
        expect((await response.json()).error.field).toBe(name);
      }
    });
  } else {
    it("is the site's not-found page", async () => {
      const response = await proxy(new NextRequest(`http://localhost${url}`));
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(`/en${NOT_FOUND_PATH}`);
      // The not-found page comes from the cache, with the policy its entry carries (its HTML has no
      // nonce): the proxy adds none of its own.
      expect(response.headers.get('content-security-policy')).toBeNull();
    });
  }
});

it('rewrites to the static not-found page, which no other route takes', () => {
  const taken = routes.filter((r) => r.kind === 'page' && r.urlPath === NOT_FOUND_PATH);
  expect(taken.map((r) => r.file)).toEqual(['app/[locale]/(missing)/page-not-found/page.tsx']);
});

it('names the parameter of every API route with a dynamic segment', () => {
  const dynamicApis = routes
    .filter((r) => isApi(r.urlPath) && dynamicSegments(r).length > 0)
    .map((r) => r.file.replace(/^app/, '').replace(/\/route\.ts$/, ''));
  expect([...API_ROUTE_PATTERNS].sort()).toEqual(dynamicApis.sort());
});

it('lets a safe path through to its page in its language, and names `path` for a bad static segment at an API', async () => {
  for (const [path, internal] of [
    ['/trail-details/chief-ladiga-trail', '/en/trail-details/chief-ladiga-trail'],
    ['/es/trail-details/chief-ladiga-trail', '/es/trail-details/chief-ladiga-trail'],
  ]) {
    const rewrite = (await proxy(new NextRequest(`http://localhost${path}`))).headers.get('x-middleware-rewrite');
    expect(new URL(rewrite!).pathname).toBe(internal);
  }
  expect((await proxy(new NextRequest('http://localhost/prod/trips/12'))).headers.get('x-middleware-next')).toBe('1');
  const mainApi = await proxy(new NextRequest('http://localhost/prod/trips/%ZZ'));
  // The Main API's own policy, as next.config.ts gives its other answers.
  expect(mainApi.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  const response = await proxy(new NextRequest('http://localhost/api/tr%ZZips/1'));
  expect(response.status).toBe(400);
  expect((await response.json()).error.field).toBe('path');
});
