import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { poolTokensForFederatedEmail } from '@/lib/auth/federation';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/idp/password';
import { builtInPool, failureOf, libraryClient, routeFetchToBuiltInPool } from './support/pool-harness';

// Pre-account hijack: someone signs up with a victim's address and never confirms it, waiting for
// the victim to arrive through Google or Facebook. The federated sign-in must not hand the
// squatter's password (or the sub SignUp told them) a confirmed account.
let restoreFetch: () => void;
beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
  restoreFetch = routeFetchToBuiltInPool(() => '192.0.2.77');
}, 180_000);
afterAll(() => restoreFetch());

test('a federated sign-in replaces an unconfirmed squatter: their password and sub lead nowhere', async () => {
  const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
  const squatter = libraryClient(builtInPool);
  const { userSub: squatterSub } = await squatter.signUp(victim, 'Squatter-pass-1');

  const tokens = await poolTokensForFederatedEmail(victim);
  expect(tokens.email).toBe(victim);
  expect(tokens.sub).not.toBe(squatterSub);

  const db = await getDb();
  const users = await db.select().from(idpUsers).where(eq(idpUsers.email, victim));
  expect(users).toHaveLength(1);
  expect(users[0]).toMatchObject({ sub: tokens.sub, status: 'CONFIRMED' });
  expect(await db.select().from(idpUsers).where(eq(idpUsers.sub, squatterSub))).toHaveLength(0);
  expect(await failureOf(squatter.signIn(victim, 'Squatter-pass-1'))).toEqual({
    code: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
});

test('a confirmed user keeps their account and password when they also sign in through a provider', async () => {
  const email = `both-${randomUUID().slice(0, 8)}@example.com`;
  const client = libraryClient(builtInPool);
  const { userSub } = await client.signUp(email, 'Own-pass-123');
  await client.confirm(email, await builtInPool.readCode(email, 'signup'));
  expect((await poolTokensForFederatedEmail(email)).sub).toBe(userSub);
  await client.signIn(email, 'Own-pass-123');
});

test('a provider’s address with spaces and capitals is the same pool user, with a refresh token and an hour to run', async () => {
  const email = `social-${randomUUID().slice(0, 8)}@example.com`;
  const before = Math.floor(Date.now() / 1000);
  const first = await poolTokensForFederatedEmail(`  ${email.toUpperCase()} `);
  const again = await poolTokensForFederatedEmail(email);
  expect([first.email, again.email, again.sub]).toEqual([email, email, first.sub]);
  expect(first.refreshToken).not.toBe('');
  // Cognito's ID tokens last an hour: the session is renewed before expiresAt.
  expect(first.expiresAt).toBeGreaterThanOrEqual(before + 3600);
  expect(first.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
});

test('a user the provider created has a password nobody knows: not empty, not the fixed suffix, and not shared', async () => {
  const [first, second] = [
    `new-${randomUUID().slice(0, 8)}@example.com`,
    `new-${randomUUID().slice(0, 8)}@example.com`,
  ];
  await poolTokensForFederatedEmail(first);
  await poolTokensForFederatedEmail(second);
  const client = libraryClient(builtInPool);
  // The pool's own sign-in, as anyone could try it (the library refuses an empty password itself).
  expect((await failureOf(client.signIn(first, 'aA1!'))).code).toBe('NotAuthorizedException');
  const db = await getDb();
  const hashes = (await db.select().from(idpUsers).where(eq(idpUsers.email, first))).concat(
    await db.select().from(idpUsers).where(eq(idpUsers.email, second)),
  );
  expect(await verifyPassword('', hashes[0]!.passwordHash)).toBe(false);
  expect(new Set(hashes.map((user) => user.srpVerifier)).size).toBe(2);
});
