import { GET as listTrips } from '@/app/api/trips/route';
import { PoolError } from '@/lib/auth/pool';
import { refreshWasRefused, verifiedSession } from '@/lib/auth/verified-session';
import { closeDb, getDb } from '@/lib/db/client';
import { callAs } from '../support/session-call';
import { signedInPool, signedInSession } from '../support/session-scope';

// While the database is away a signed-in visitor stays signed in: a session whose refresh could
// not be checked is kept, not ended (docs/OPERATIONS.md, "When the database is away").

/** Stops the process's database under it, as a PostgreSQL shutdown would: every query fails. */
async function stopDatabase(): Promise<void> {
  await ((await getDb()) as unknown as { $client: { close: () => Promise<void> } }).$client.close();
}

/** The database back: a fresh one (the seeded template), as after a restart. */
async function startDatabase(): Promise<void> {
  await closeDb().catch(() => undefined);
  await getDb();
}

beforeAll(async () => {
  await getDb();
}, 120_000);

afterEach(async () => {
  jest.restoreAllMocks();
  await startDatabase();
});

describe('which failed refresh ends a session', () => {
  test('the pool refusing the token (a 4xx answer) ends it', () => {
    expect(refreshWasRefused(new PoolError('NotAuthorizedException', 'Invalid Refresh Token', 400))).toBe(true);
    expect(refreshWasRefused(new PoolError('NotAuthorizedException', 'Refresh Token has been revoked'))).toBe(true);
    expect(refreshWasRefused(new PoolError('UserNotFoundException', 'User does not exist.'))).toBe(true);
  });

  test('a pool that could not answer (5xx, network) does not', () => {
    expect(refreshWasRefused(new PoolError('InternalErrorException', 'unavailable', 503))).toBe(false);
    expect(refreshWasRefused(new PoolError('InternalErrorException', 'An internal error occurred.', 500))).toBe(false);
    expect(refreshWasRefused(new PoolError('NetworkError', 'Network error'))).toBe(false);
    expect(refreshWasRefused(new Error('socket hang up'))).toBe(false);
  });
});

// Stopping the database in process is PGlite's close(); on PostgreSQL (CI's second run) the same
// outage is made by stopping the server under a running copy (scripts/ci/outage.sh).
const onPglite = !process.env.TEST_DATABASE_URL;

(onPglite ? describe : describe.skip)('with the database stopped', () => {
  test('a session far from expiry is kept as it is', async () => {
    const tokens = await signedInPool('outage.kept@example.com');
    await stopDatabase();
    expect(await verifiedSession(tokens)).toEqual(tokens);
  });

  test('an expiring session whose refresh cannot be checked is kept at once, and the log says so', async () => {
    const tokens = await signedInPool('outage.expiring@example.com');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await stopDatabase();
    const started = Date.now();
    const kept = await verifiedSession({ ...tokens, expiresAt: 0 });
    // The pool library retries a failed refresh for seconds; an outage answer is not retried.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(kept).toEqual({ ...tokens, expiresAt: 0 });
    expect(info).not.toHaveBeenCalledWith('[auth] session ended: the refresh token was refused', expect.anything());
    expect(warn).toHaveBeenCalledWith('[auth] session kept: its refresh could not be checked', expect.any(String));
  });

  test('/api/trips answers 503 with Retry-After, not 401: the visitor is still signed in', async () => {
    const { cookie } = await signedInSession('outage.trips@example.com');
    expect((await callAs(cookie, listTrips, { url: '/api/trips' })).status).toBe(200);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await stopDatabase();
    const answer = await callAs(cookie, listTrips, { url: '/api/trips' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
  });
});

test('with the database up, a refused refresh still ends the session', async () => {
  const tokens = await signedInPool('outage.refused@example.com');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  expect(await verifiedSession({ ...tokens, refreshToken: 'not-a-refresh-token', expiresAt: 0 })).toBeNull();
});
