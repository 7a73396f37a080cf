import { env } from '@/lib/env';
import { LOCAL_POOL } from '@/lib/idp/config';

/**
 * The built-in pool's identity, for clients that point amazon-cognito-identity-js or the AWS SDK at
 * /idp, and where to verify its tokens (SITE_URL's origin, never the request's Host header).
 */
export function GET() {
  return Response.json({
    userPoolId: LOCAL_POOL.userPoolId,
    clientId: LOCAL_POOL.clientId,
    region: LOCAL_POOL.region,
    issuer: LOCAL_POOL.issuer,
    jwksUri: new URL('/idp/.well-known/jwks.json', env().SITE_URL).href,
  });
}
