import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { guardRequest } from '@/lib/auth/guard';
import { requiresSignIn } from '@/lib/auth/paths';
import { authSecret } from '@/lib/auth/secret';

const USER = '8c1e2b7a-3f4d-4a5b-9c6d-7e8f9a0b1c2d';

async function request(path: string, signedIn: boolean) {
  const headers = new Headers();
  if (signedIn) {
    const token = await encode({
      token: { sub: USER, email: 'a@example.com' },
      secret: authSecret(),
      salt: 'authjs.session-token',
    });
    headers.set('cookie', `authjs.session-token=${token}`);
  }
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('the sign-in guard (docs/SPEC.md section 6)', () => {
  test.each([
    '/profile',
    '/edit-profile',
    '/vacation-guide-signup',
    '/my-trip',
    '/my-trip/list',
    `/my-trip/${USER.replace(/-/g, '')}`,
    '/trip/42',
  ])('%s sends an anonymous visitor home', async (path) => {
    const response = await guardRequest(await request(path, false));
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('http://localhost:3000/');
  });

  test.each(['/', '/my-trip/trip-tips', '/my-trip/staying-safe', '/trip/collaborate/abc', '/login', '/places-to-go'])(
    '%s stays open',
    async (path) => {
      expect(requiresSignIn(path)).toBe(false);
      expect(await guardRequest(await request(path, false))).toBeNull();
    },
  );

  test.each(['/my-trip', '/my-trip/list'])('a signed-in user at %s goes to their trip list', async (path) => {
    const response = await guardRequest(await request(path, true));
    expect(response?.headers.get('location')).toBe(`http://localhost:3000/my-trip/${USER.replace(/-/g, '')}`);
  });

  test('a signed-in user reaches /profile', async () => {
    expect(await guardRequest(await request('/profile', true))).toBeNull();
  });

  test('a forged cookie counts as signed out', async () => {
    const forged = new NextRequest(new URL('/profile', 'http://localhost:3000'), {
      headers: { cookie: 'authjs.session-token=forged' },
    });
    expect((await guardRequest(forged))?.headers.get('location')).toBe('http://localhost:3000/');
  });
});
