import { LOCAL_POOL } from '@/lib/idp/config';

/** The built-in pool's identity, for clients that point amazon-cognito-identity-js at /idp. */
export function GET() {
  return Response.json({ userPoolId: LOCAL_POOL.userPoolId, clientId: LOCAL_POOL.clientId, region: LOCAL_POOL.region });
}
