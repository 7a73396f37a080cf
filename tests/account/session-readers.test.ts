import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { getSessionTokens, sessionFromResponseCookies } from '@/lib/auth/account';
import { signInWithPassword, type PoolTokens } from '@/lib/auth/pool';
import { authSecret } from '@/lib/auth/secret';
import { getSessionUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { createUser } from '@/lib/idp/users';
import { inRequestScope } from '../support/session-scope';

// How pages, actions and route handlers read the session (lib/auth/session.ts, account.ts): from
// a real next-auth cookie, in the request scope a server gives them.

let tokens: PoolTokens;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await createUser(await getDb(), 'session.reader@example.com', 'Orange-Beach-7', true);
  tokens = await signInWithPassword('session.reader@example.com', 'Orange-Beach-7');
}, 120_000);

async function cookie(
  name: 'authjs.session-token' | '__Secure-authjs.session-token',
  pool: PoolTokens = tokens,
): Promise<string> {
  const sealed = await encode({ token: { sub: pool.sub, email: pool.email, pool }, secret: authSecret(), salt: name });
  return `${name}=${sealed}`;
}

const scoped = <T>(url: string, cookieHeader: string | undefined, fn: () => Promise<T>) =>
  inRequestScope(new NextRequest(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} }), fn);

describe('getSessionUser', () => {
  test('a visitor without a session is nobody', async () => {
    expect(await scoped('http://localhost:3000/profile', undefined, () => getSessionUser())).toBeNull();
    expect(await scoped('http://localhost:3000/profile', undefined, () => getSessionTokens())).toBeNull();
  });

  test('a signed-in user is named by the verified token, with an ID token to pass on as the bearer token', async () => {
    const user = await scoped('http://localhost:3000/profile', await cookie('authjs.session-token'), () =>
      getSessionUser(),
    );
    expect(user).toEqual({ userId: tokens.sub, email: 'session.reader@example.com', idToken: tokens.idToken });
  });

  test('a session whose ID token does not verify and cannot be renewed is nobody', async () => {
    const broken = await cookie('authjs.session-token', {
      ...tokens,
      idToken: 'not.a.token',
      refreshToken: 'not-a-refresh-token',
    });
    expect(await scoped('http://localhost:3000/profile', broken, () => getSessionUser())).toBeNull();
    expect(await scoped('http://localhost:3000/profile', broken, () => getSessionTokens())).toBeNull();
  });

  test('the server side gets the session’s pool tokens', async () => {
    expect(
      await scoped('http://localhost:3000/profile', await cookie('authjs.session-token'), () => getSessionTokens()),
    ).toEqual(tokens);
  });
});

describe('sessionFromResponseCookies (the session a sign-in action has just set)', () => {
  test('reads the plain cookie and the __Secure- one of an https site', async () => {
    expect(
      await scoped('http://localhost:3000/', await cookie('authjs.session-token'), () => sessionFromResponseCookies()),
    ).toEqual(tokens);
    expect(
      await scoped('https://www.alabama.travel/', await cookie('__Secure-authjs.session-token'), () =>
        sessionFromResponseCookies(),
      ),
    ).toEqual(tokens);
  });

  test('is null when no session cookie was set', async () => {
    expect(await scoped('http://localhost:3000/', 'privacy=Agreed', () => sessionFromResponseCookies())).toBeNull();
    expect(await scoped('http://localhost:3000/', undefined, () => sessionFromResponseCookies())).toBeNull();
  });
});
