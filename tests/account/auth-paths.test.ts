import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/guard';
import { isTripListAlias, requiresSignIn, tripListPath } from '@/lib/auth/paths';
import { authSecret } from '@/lib/auth/secret';

// The edges of docs/SPEC.md section 6's sign-in rule as the proxy applies it (tests/account/guard.test.ts
// holds the main cases): trailing slashes, look-alike paths, both session cookie names, and where
// an anonymous visitor or a signed-in user is sent.

const USER = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const LIST = '/my-trip/0f1e2d3c4b5a49688776a5b4c3d2e1f0';

type Cookie = { name: 'authjs.session-token' | '__Secure-authjs.session-token'; claims: Record<string, unknown> };

async function visit(url: string, cookie?: Cookie) {
  const headers = new Headers();
  if (cookie) {
    const sealed = await encode({ token: cookie.claims, secret: authSecret(), salt: cookie.name });
    headers.set('cookie', `${cookie.name}=${sealed}`);
  }
  return guardRequest(new NextRequest(new URL(url), { headers }));
}

const signedIn: Cookie = { name: 'authjs.session-token', claims: { sub: USER, email: 'paths@example.com' } };

describe('which paths need sign-in (docs/SPEC.md section 6)', () => {
  test.each([
    '/profile/',
    '/profile//',
    '/edit-profile/',
    '/vacation-guide-signup/',
    '/my-trip/',
    '/my-trip/list/',
    `${LIST}/`,
    '/trip/42/',
  ])('%s (a trailing slash) needs sign-in like the page without it', (path) => {
    expect(requiresSignIn(path)).toBe(true);
  });

  test.each([
    '/trip/collaborate',
    '/trip/collaborate/',
    '/my-trip/trip-tips/',
    '/my-trip/staying-safe/',
    '/my-trip/staying-safe/covid-19',
    '/my-trip/staying-safe/responsibly',
  ])('%s stays open', (path) => {
    expect(requiresSignIn(path)).toBe(false);
  });

  test.each([
    '/profiles',
    '/my-profile',
    '/edit-profile-photo',
    '/vacation-guide-signup-thanks',
    '/my-trips',
    '/my-trip-list',
    '/trips/42',
    '/trip',
    '/road-trips/42',
  ])('%s only looks like a page that needs sign-in, and stays open', (path) => {
    expect(requiresSignIn(path)).toBe(false);
  });

  // No page sits below a trip list or a trip: such a path is everyone's 404, not a sign-in prompt.
  test.each(['/my-trip/42/extra', `${LIST}/print`, '/trip/42/extra/more'])(
    '%s, below a page that needs sign-in, is no page and stays open',
    (path) => {
      expect(requiresSignIn(path)).toBe(false);
    },
  );

  test.each(['/places-to-go/trip/42', '/blog/my-trip/some-trip', '/en/profile'])(
    '%s, under another section, stays open',
    (path) => {
      expect(requiresSignIn(path)).toBe(false);
    },
  );

  test('/my-trip and /my-trip/list, with or without a slash, are the trip-list aliases; a trip list itself is not', () => {
    expect(['/my-trip', '/my-trip/', '/my-trip/list', '/my-trip/list//'].map(isTripListAlias)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([LIST, '/my-trip/lists', '/profile', '/', '/my-trip/list/x'].map(isTripListAlias)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('a trip list is at /my-trip/ and the user id with every dash taken out', () => {
    expect(tripListPath(USER)).toBe(LIST);
    expect(tripListPath('no-dashes-at-all-here')).toBe('/my-trip/nodashesatallhere');
  });
});

describe('the proxy’s sign-in guard', () => {
  test('an anonymous visitor is sent home (307) on the same site, whatever the host', async () => {
    const response = await visit('https://www.alabama.travel/profile/');
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('https://www.alabama.travel/');
  });

  test('a signed-in user on /my-trip/ or /my-trip/list/ is sent (307) to their own trip list', async () => {
    for (const path of ['/my-trip/', '/my-trip/list/']) {
      const response = await visit(`http://localhost:3000${path}`, signedIn);
      expect(response?.status).toBe(307);
      expect(response?.headers.get('location')).toBe(`http://localhost:3000${LIST}`);
    }
  });

  test('a signed-in user reaches a trip, a trip list and the profile without a redirect', async () => {
    expect(await visit('http://localhost:3000/trip/42', signedIn)).toBeNull();
    expect(await visit(`http://localhost:3000${LIST}`, signedIn)).toBeNull();
    expect(await visit('http://localhost:3000/edit-profile', signedIn)).toBeNull();
  });

  test('the session cookie of an https site (__Secure- prefix) counts as signed in', async () => {
    const secure: Cookie = { name: '__Secure-authjs.session-token', claims: { sub: USER, email: 'paths@example.com' } };
    expect(await visit('https://www.alabama.travel/profile', secure)).toBeNull();
    expect((await visit('https://www.alabama.travel/my-trip', secure))?.headers.get('location')).toBe(
      `https://www.alabama.travel${LIST}`,
    );
  });

  test('a sealed session without a user id counts as signed out', async () => {
    const noUser: Cookie = { name: 'authjs.session-token', claims: { email: 'paths@example.com' } };
    const response = await visit('http://localhost:3000/profile', noUser);
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('http://localhost:3000/');
  });

  test('a session sealed under the other cookie’s name does not open', async () => {
    const sealed = await encode({ token: { sub: USER }, secret: authSecret(), salt: '__Secure-authjs.session-token' });
    const request = new NextRequest('http://localhost:3000/profile', {
      headers: { cookie: `authjs.session-token=${sealed}` },
    });
    expect((await guardRequest(request))?.headers.get('location')).toBe('http://localhost:3000/');
  });

  test('open pages are left alone even for a visitor with no session', async () => {
    expect(await visit('http://localhost:3000/trip/collaborate')).toBeNull();
    expect(await visit('http://localhost:3000/my-trip/trip-tips/')).toBeNull();
  });
});
