import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { verifyIdToken } from '@/lib/auth/bearer';
import { getDb } from '@/lib/db/client';
import { idpKeys } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import { tokenFor } from '../support/fixtures';

// The bearer check keeps the pool's public keys for a few minutes; a key the pool makes meanwhile
// must still be accepted at once.
test('a token signed with a key made after the keys were cached is still accepted', async () => {
  const first = randomUUID();
  expect(await verifyIdToken(await tokenFor(first))).toEqual({ userId: first, email: `${first}@example.com` });

  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const db = await getDb();
  await db.insert(idpKeys).values({
    kid,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
  });
  const second = randomUUID();
  const token = await new SignJWT({ email: 'new-key@example.com', email_verified: true, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(second)
    .setIssuer(LOCAL_POOL.issuer)
    .setAudience(LOCAL_POOL.clientId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  expect(await verifyIdToken(token)).toEqual({ userId: second, email: 'new-key@example.com' });
});

test('a token signed by a key the pool never had is refused', async () => {
  const { privateKey } = await generateKeyPair('RS256');
  const token = await new SignJWT({ email: 'stranger@example.com', token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: randomUUID() })
    .setSubject(randomUUID())
    .setIssuer(LOCAL_POOL.issuer)
    .setAudience(LOCAL_POOL.clientId)
    .setExpirationTime('1h')
    .sign(privateKey);
  await expect(verifyIdToken(token)).rejects.toThrow();
});
