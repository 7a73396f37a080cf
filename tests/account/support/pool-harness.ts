import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { POST as idpRoute } from '@/app/idp/route';
import { LOCAL_POOL } from '@/lib/idp/config';
import { CLIENT_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';

/** What the contract suite needs from a pool: where it is, and how to read the code it mailed. */
export type PoolUnderTest = {
  name: string;
  userPoolId: string;
  clientId: string;
  endpoint: string;
  readCode: (email: string, purpose: 'signup' | 'reset') => Promise<string>;
  /** Only the built-in pool lets the suite move its clock (code expiry, the lock). */
  builtIn: boolean;
};

export const builtInPool: PoolUnderTest = {
  name: 'built-in pool',
  userPoolId: LOCAL_POOL.userPoolId,
  clientId: LOCAL_POOL.clientId,
  endpoint: 'http://pool.test/idp',
  builtIn: true,
  async readCode(email, purpose) {
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!mail || mail.meta.purpose !== purpose || !mail.meta.code) throw new Error(`no ${purpose} mail for ${email}`);
    return mail.meta.code;
  },
};

class MemoryStorage implements ICognitoStorage {
  private items = new Map<string, string>();
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

export type CognitoFailure = { code: string; message: string };

/** Runs a library call and returns its error as `{ code, message }` (or throws if it succeeded). */
export async function failureOf(promise: Promise<unknown>): Promise<CognitoFailure> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; name?: string; message: string };
    return { code: e.code ?? e.name ?? '', message: e.message };
  }
  throw new Error('expected the call to fail');
}

type Retryable = (operation: string, params: unknown, callback: (error: unknown, data?: unknown) => void) => void;

/** amazon-cognito-identity-js, promisified, pointed at one pool. */
export function libraryClient(target: PoolUnderTest) {
  const storage = new MemoryStorage();
  const pool = new CognitoUserPool({
    UserPoolId: target.userPoolId,
    ClientId: target.clientId,
    endpoint: target.endpoint,
    Storage: storage,
  });
  // refreshSession retries every error, a refused token too, with backoff for about 6 s before it
  // reports it. The contract is the pool's answer, so the suite takes the first one.
  const transport = (pool as unknown as { client: { request: Retryable; requestWithRetry: Retryable } }).client;
  transport.requestWithRetry = transport.request.bind(transport);
  const user = (email: string) => new CognitoUser({ Username: email, Pool: pool, Storage: storage });
  const cb =
    <T>(resolve: (v: T) => void, reject: (e: unknown) => void) =>
    (err: unknown, result?: T) =>
      err ? reject(err) : resolve(result as T);

  return {
    signUp: (email: string, password: string) =>
      new Promise<{ userConfirmed: boolean; userSub: string }>((resolve, reject) =>
        pool.signUp(email, password, [new CognitoUserAttribute({ Name: 'email', Value: email })], [], (err, result) =>
          err || !result ? reject(err) : resolve({ userConfirmed: result.userConfirmed, userSub: result.userSub }),
        ),
      ),
    confirm: (email: string, code: string) =>
      new Promise<unknown>((resolve, reject) => user(email).confirmRegistration(code, true, cb(resolve, reject))),
    resend: (email: string) =>
      new Promise<unknown>((resolve, reject) => user(email).resendConfirmationCode(cb(resolve, reject))),
    signIn: (email: string, password: string) =>
      new Promise<{ user: CognitoUser; session: CognitoUserSession }>((resolve, reject) => {
        const u = user(email);
        u.setAuthenticationFlowType('USER_PASSWORD_AUTH');
        u.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
          onSuccess: (session) => resolve({ user: u, session }),
          onFailure: reject,
        });
      }),
    refresh: (email: string, refreshToken: string) =>
      new Promise<CognitoUserSession>((resolve, reject) =>
        user(email).refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), cb(resolve, reject)),
      ),
    forgot: (email: string) =>
      new Promise<unknown>((resolve, reject) => user(email).forgotPassword({ onSuccess: resolve, onFailure: reject })),
    confirmForgot: (email: string, code: string, password: string) =>
      new Promise<unknown>((resolve, reject) =>
        user(email).confirmPassword(code, password, { onSuccess: resolve, onFailure: reject }),
      ),
    attributes: (u: CognitoUser) =>
      new Promise<Record<string, string>>((resolve, reject) =>
        u.getUserAttributes((err, attrs) =>
          err || !attrs ? reject(err) : resolve(Object.fromEntries(attrs.map((a) => [a.getName(), a.getValue()]))),
        ),
      ),
    changePassword: (u: CognitoUser, previous: string, proposed: string) =>
      new Promise<unknown>((resolve, reject) => u.changePassword(previous, proposed, cb(resolve, reject))),
    deleteUser: (u: CognitoUser) => new Promise<unknown>((resolve, reject) => u.deleteUser(cb(resolve, reject))),
  };
}

/**
 * Another Cognito-compatible pool named by the environment (cognito-local: its data folder holds
 * each user's current code), or undefined.
 */
export function externalPoolFromEnv(): PoolUnderTest | undefined {
  const endpoint = process.env.IDP_CONTRACT_ENDPOINT;
  const userPoolId = process.env.IDP_CONTRACT_POOL_ID;
  const clientId = process.env.IDP_CONTRACT_CLIENT_ID;
  const dbDir = process.env.IDP_CONTRACT_DB_DIR;
  if (!endpoint || !userPoolId || !clientId || !dbDir) return undefined;
  return {
    name: `external pool at ${endpoint}`,
    userPoolId,
    clientId,
    endpoint,
    builtIn: false,
    async readCode(email) {
      const { readFile } = await import('node:fs/promises');
      const data = JSON.parse(await readFile(`${dbDir}/${userPoolId}.json`, 'utf8')) as {
        Users?: Record<string, { Attributes: { Name: string; Value: string }[]; ConfirmationCode?: string }>;
      };
      const user = Object.values(data.Users ?? {}).find((u) =>
        u.Attributes.some((a) => a.Name === 'email' && a.Value === email),
      );
      if (!user?.ConfirmationCode) throw new Error(`no code for ${email}`);
      return user.ConfirmationCode;
    },
  };
}

/**
 * Sends fetches to the built-in pool's endpoint to its /idp route handler in-process, stamped with
 * the caller address a server would take from the socket; everything else goes out as usual.
 * Returns the function that puts the real fetch back.
 */
export function routeFetchToBuiltInPool(address: () => string): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(builtInPool.endpoint)) return realFetch(input, init);
    const request = new Request(url, init);
    request.headers.set(CLIENT_ADDRESS_HEADER, address());
    return idpRoute(request);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
