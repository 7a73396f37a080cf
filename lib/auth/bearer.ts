import { createLocalJWKSet, jwtVerify } from 'jose';
import { unauthorized } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { getJwks } from '@/lib/idp/keys';
import { LOCAL_POOL } from '@/lib/idp/config';

export type Caller = { userId: string; email: string };

type CognitoVerifier = { verify: (token: string) => Promise<Record<string, unknown>> };
let cognitoVerifier: CognitoVerifier | undefined;

async function verifyWithCognito(token: string): Promise<Record<string, unknown>> {
  if (!cognitoVerifier) {
    const { CognitoJwtVerifier } = await import('aws-jwt-verify');
    cognitoVerifier = CognitoJwtVerifier.create({
      userPoolId: env().COGNITO_USER_POOL_ID!,
      clientId: env().COGNITO_CLIENT_ID!,
      tokenUse: 'id',
    }) as unknown as CognitoVerifier;
  }
  return cognitoVerifier.verify(token);
}

async function verifyWithLocalPool(token: string): Promise<Record<string, unknown>> {
  const jwks = createLocalJWKSet(await getJwks(await getDb()));
  const { payload } = await jwtVerify(token, jwks, {
    issuer: LOCAL_POOL.issuer,
    audience: LOCAL_POOL.clientId,
    algorithms: ['RS256'],
  });
  if (payload.token_use !== 'id') throw new Error('not an ID token');
  return payload;
}

/** Verifies an ID token from the configured pool and returns who it belongs to. */
export async function verifyIdToken(token: string): Promise<Caller> {
  const claims = env().COGNITO_USER_POOL_ID ? await verifyWithCognito(token) : await verifyWithLocalPool(token);
  const sub = claims.sub;
  const email = claims.email;
  if (typeof sub !== 'string' || typeof email !== 'string') throw new Error('token lacks sub or email');
  return { userId: sub, email };
}

/** The caller named by the request's `Authorization: Bearer <ID token>`, or a 401. */
export async function requireCaller(request: Request): Promise<Caller> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  try {
    return await verifyIdToken(match[1]);
  } catch {
    throw unauthorized('The bearer ID token is invalid or has expired.');
  }
}
