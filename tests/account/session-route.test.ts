import { encode } from 'next-auth/jwt';
import { GET } from '@/app/api/auth/[...nextauth]/route';
import { authSecret } from '@/lib/auth/secret';
import { signIdToken } from '@/lib/idp/keys';
import { getDb } from '@/lib/db/client';
import { call } from '../support/api';

test('the public session answer names the user but carries none of the pool tokens', async () => {
  const sub = '5f0c7a1e-2b3d-4c5e-8f9a-0b1c2d3e4f5a';
  const idToken = await signIdToken(await getDb(), { sub, email: 'kayla@example.com' });
  const pool = {
    idToken,
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    sub,
    email: 'kayla@example.com',
  };
  const cookie = await encode({
    token: { sub, email: pool.email, pool },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  const { status, body } = await call(GET, {
    url: '/api/auth/session',
    headers: { cookie: `authjs.session-token=${cookie}` },
  });
  expect(status).toBe(200);
  expect(body.user).toMatchObject({ id: sub, email: 'kayla@example.com' });
  const text = JSON.stringify(body);
  expect(text).not.toContain(idToken);
  expect(text).not.toMatch(/refresh|access|idToken|pool/);
});
