import { encode } from 'next-auth/jwt';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';
import { createWorkStore } from 'next/dist/server/async-storage/work-store';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { NextRequest } from 'next/server';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/db/client';
import { signInWithPassword, type PoolTokens } from '@/lib/auth/pool';
import { createUser } from '@/lib/idp/users';

/** A confirmed user of the built-in pool, signed in with the site's own sign-in: their tokens. */
export async function signedInPool(email: string): Promise<PoolTokens> {
  const password = 'Orange-Beach-7';
  await createUser(await getDb(), email, password, true);
  return signInWithPassword(email, password);
}

/**
 * A signed-in user (signedInPool) and the session cookie next-auth seals for them: the route
 * handlers that read the session accept it.
 */
export async function signedInSession(email: string): Promise<{ cookie: string; userId: string }> {
  const pool = await signedInPool(email);
  const sealed = await encode({
    token: { sub: pool.sub, email: pool.email, pool },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  return { cookie: `authjs.session-token=${sealed}`, userId: pool.sub };
}

/**
 * Runs `fn` inside the request scope a running Next server gives a route handler, so `headers()`
 * and `cookies()` (and next-auth's `auth()`) read this request's headers.
 */
export function inRequestScope<T>(request: NextRequest, fn: () => Promise<T>): Promise<T> {
  const implicitTags = { tags: [], expirationsByCacheKind: new Map() };
  // A running server passes on the Host and scheme it was reached by; next-auth builds its URLs from them.
  const headers = new Headers(request.headers);
  if (!headers.has('host')) headers.set('host', request.nextUrl.host);
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', request.nextUrl.protocol.replace(':', ''));
  const requestStore = createRequestStoreForAPI(
    new NextRequest(request.nextUrl, { headers }),
    request.nextUrl,
    implicitTags,
    undefined,
    undefined,
    undefined,
  );
  const workStore = createWorkStore({
    page: `${request.nextUrl.pathname}/route`,
    renderOpts: {
      cacheLifeProfiles: { default: { stale: 300, revalidate: 900, expire: 4_294_967_294 } },
      staticPageGenerationTimeout: 60,
      cacheComponents: false,
      validationLevel: 'warning',
      experimental: {
        isRoutePPREnabled: false,
        authInterrupts: false,
        useCacheTimeout: 0,
        durableUseCacheEntries: false,
      },
      assetPrefix: '',
      isBuildTimePrerendering: false,
      isDraftMode: false,
      isDebugDynamicAccesses: false,
      waitUntil: undefined,
      onClose: () => undefined,
      onAfterTaskError: undefined,
    },
    deploymentId: '',
    buildId: 'test',
    previouslyRevalidatedTags: [],
  });
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, fn));
}
