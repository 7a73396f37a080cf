import 'server-only';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '@/lib/env';
import { LOCAL_POOL } from '@/lib/idp/config';
import { handleIdpRequest } from '@/lib/idp/protocol';
import { PoolError, toPoolError } from './pool-error';
import { poolTransport, type SendToPool } from './pool-transport';

/** Amazon Cognito when its variables are set, else the built-in pool; the calls are the same. */
export function usesCognito(): boolean {
  return Boolean(env().COGNITO_USER_POOL_ID && env().COGNITO_CLIENT_ID);
}

/**
 * The built-in pool of another copy of this site (COGNITO_ENDPOINT, its `/idp`), as a site in
 * front of that copy's Main API uses it: same pool and client ids, reached over HTTP.
 */
export function remotePoolEndpoint(): string | undefined {
  return usesCognito() ? undefined : env().COGNITO_ENDPOINT?.replace(/\/+$/, '');
}

/** Whether the pool lives in another process (Cognito or a remote built-in pool), so its sign-outs are asked about, not seen. */
export function usesRemotePool(): boolean {
  return usesCognito() || remotePoolEndpoint() !== undefined;
}

/** The pool the account calls go to: its ids, and an SDK client whose requests reach it. */
export type PoolConnection = { client: CognitoIdentityProviderClient; userPoolId: string; clientId: string };

// Read when called, so that a test's stand-in for fetch is the one used.
const overHttp: SendToPool = (url, init) => fetch(url, init);
// The built-in pool of this copy answers in this process: the same request and response bytes as
// over HTTP to /idp, without a network hop to the app's own origin.
const inProcess: SendToPool = (url, init) => handleIdpRequest(new Request(url, init));

function connect(): PoolConnection {
  const cognito = usesCognito();
  const userPoolId = cognito ? env().COGNITO_USER_POOL_ID! : LOCAL_POOL.userPoolId;
  const region = cognito ? userPoolId.split('_')[0]! : LOCAL_POOL.region;
  const remote = remotePoolEndpoint();
  const transport = cognito
    ? poolTransport(`https://cognito-idp.${region}.amazonaws.com/`, overHttp)
    : remote
      ? poolTransport(remote, overHttp)
      : poolTransport('http://in-process/idp', inProcess);
  return {
    // Only a refresh is tried again, by refreshTokens' own rule; the SDK's retries would repeat
    // a sign-in that the pool throttled, or send a second code.
    client: new CognitoIdentityProviderClient({ region, requestHandler: transport, maxAttempts: 1 }),
    userPoolId,
    clientId: cognito ? env().COGNITO_CLIENT_ID! : LOCAL_POOL.clientId,
  };
}

/** One connection per configuration: the environment is read once (tests read it anew after resetEnvCache). */
const connections = new WeakMap<object, PoolConnection>();

/** Runs one exchange with the pool; whatever fails is a PoolError. */
export async function withPool<T>(exchange: (pool: PoolConnection) => Promise<T>): Promise<T> {
  const config = env();
  let pool = connections.get(config);
  if (!pool) connections.set(config, (pool = connect()));
  try {
    return await exchange(pool);
  } catch (error) {
    throw toPoolError(error);
  }
}

/** The longest wait before another try, as amazon-cognito-identity-js waited for a refresh (about 6 s in all). */
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * A 4xx answer will not change on retry, nor will a 503 (the pool's own database away) within the
 * request's lifetime; a network failure or another 5xx may.
 */
export const isWorthRetrying = (error: PoolError): boolean =>
  error.status === undefined || (error.status >= 500 && error.status !== 503);

/** Tries an exchange again with jittered exponential backoff while its failure may pass. */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const failure = toPoolError(error);
      const delay = 2 ** tries * 100 + 100 * Math.random();
      if (!isWorthRetrying(failure) || delay > MAX_RETRY_DELAY_MS) throw failure;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
