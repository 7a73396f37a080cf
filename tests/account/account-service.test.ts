import { eq } from 'drizzle-orm';
import { GET as mailbox } from '@/app/dev/mailbox/route';
import { deleteVisitorData } from '@/lib/auth/account';
import { poolTokensForFederatedEmail } from '@/lib/auth/federation';
import {
  changePassword,
  confirmPasswordReset,
  confirmRegistration,
  deletePoolUser,
  getPoolUserAttributes,
  refreshTokens,
  registerUser,
  requestPasswordReset,
  signInWithPassword,
} from '@/lib/auth/pool';
import { verifyIdToken } from '@/lib/auth/bearer';
import { getDb } from '@/lib/db/client';
import { favourites, idpUsers, tripCollaborators, trips, visitors } from '@/lib/db/schema';
import { ensureVisitor } from '@/lib/visitors';
import { confirmSignUpAction } from '@/components/account/actions';
import { call } from '../support/api';
import { makeLocation } from '../trips/fixtures';

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

async function latestCode(email: string): Promise<string> {
  const { body } = await call(mailbox, { url: '/dev/mailbox?format=json' });
  const mail = (body as { to: string; meta: { code: string } }[]).find((m) => m.to === email);
  if (!mail) throw new Error('no mail');
  return mail.meta.code;
}

describe('the server-side account calls (the AWS SDK, in process)', () => {
  test('register, confirm with a spaced code, sign in, refresh; the Main API accepts the ID token', async () => {
    const email = 'kayla.mobile@example.com';
    await registerUser(email, 'Gulf-Shores-2026');
    const code = await latestCode(email);
    // Typed the way the mail shows it: '123 456' (the site's confirm step takes the spaces out).
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(spaced).toMatch(/^\d{3} \d+$/);
    expect(await confirmSignUpAction(email, spaced)).toEqual({ ok: true });
    const tokens = await signInWithPassword(email, 'Gulf-Shores-2026');
    expect(await verifyIdToken(tokens.idToken)).toEqual({ userId: tokens.sub, email });
    const refreshed = await refreshTokens(tokens.refreshToken);
    expect(refreshed.sub).toBe(tokens.sub);
    expect(await getPoolUserAttributes(tokens)).toMatchObject({ email, sub: tokens.sub });
  });

  test('Amplify-style preconditions give the messages section 8 maps', async () => {
    await expect(signInWithPassword('', 'x')).rejects.toMatchObject({ message: 'Username cannot be empty' });
    await expect(signInWithPassword('nobody@example.com', '')).rejects.toMatchObject({
      message: 'Custom auth lambda trigger is not configured for the user pool.',
    });
    await expect(registerUser('a@example.com', '')).rejects.toMatchObject({ message: 'Password cannot be empty' });
    await expect(confirmPasswordReset('a@example.com', '', 'x')).rejects.toMatchObject({
      message: 'Confirmation code cannot be empty',
    });
    await expect(confirmPasswordReset('', '123456', 'x')).rejects.toMatchObject({
      message: 'Username cannot be empty',
    });
  });

  test('a refused refresh token fails at once (no retries on a 4xx answer)', async () => {
    const started = Date.now();
    await expect(refreshTokens('not-a-refresh-token')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('password reset and change', async () => {
    const email = 'reset.me@example.com';
    await registerUser(email, 'Cheaha-Peak-2407');
    await confirmRegistration(email, await latestCode(email));
    await requestPasswordReset(email);
    await confirmPasswordReset(email, await latestCode(email), 'Mentone-Falls-1');
    const tokens = await signInWithPassword(email, 'Mentone-Falls-1');
    await expect(signInWithPassword(email, 'Cheaha-Peak-2407')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    await changePassword(tokens, 'Mentone-Falls-1', 'Little-River-2');
    await expect(signInWithPassword(email, 'Mentone-Falls-1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    expect((await signInWithPassword(email, 'Little-River-2')).sub).toBe(tokens.sub);
  });

  test('deleting an account leaves nothing behind: pool user, visitor, trips, favourites', async () => {
    const email = 'leaving@example.com';
    await registerUser(email, 'Dauphin-Island-9');
    await confirmRegistration(email, await latestCode(email));
    const tokens = await signInWithPassword(email, 'Dauphin-Island-9');
    await ensureVisitor(tokens.sub, email);
    const db = await getDb();
    const [trip] = await db
      .insert(trips)
      .values({
        owner: tokens.sub,
        name: 'Mobile Trip',
        routing: {
          begin: { lat: 30.69, long: -88.04, city: 'Mobile', state: 'AL' },
          end: { lat: 30.69, long: -88.04, city: 'Mobile', state: 'AL' },
        },
      })
      .returning();
    await db.insert(tripCollaborators).values({ tripId: trip!.tripId, userId: tokens.sub });
    const place = await makeLocation();
    await db.insert(favourites).values({ userId: tokens.sub, locationId: place.id });
    expect(await db.select().from(favourites).where(eq(favourites.userId, tokens.sub))).toHaveLength(1);

    await deletePoolUser(tokens);
    await deleteVisitorData(tokens.sub);

    expect(await db.select().from(idpUsers).where(eq(idpUsers.sub, tokens.sub))).toHaveLength(0);
    expect(await db.select().from(visitors).where(eq(visitors.userId, tokens.sub))).toHaveLength(0);
    expect(await db.select().from(trips).where(eq(trips.owner, tokens.sub))).toHaveLength(0);
    expect(await db.select().from(tripCollaborators).where(eq(tripCollaborators.userId, tokens.sub))).toHaveLength(0);
    expect(await db.select().from(favourites).where(eq(favourites.userId, tokens.sub))).toHaveLength(0);
    await expect(signInWithPassword(email, 'Dauphin-Island-9')).rejects.toMatchObject({
      code: 'UserNotFoundException',
    });
  });

  test('a social sign-in on the built-in pool gets pool tokens for one confirmed user per email', async () => {
    const first = await poolTokensForFederatedEmail('Social.User@Example.com');
    expect(await verifyIdToken(first.idToken)).toEqual({ userId: first.sub, email: 'social.user@example.com' });
    const again = await poolTokensForFederatedEmail('social.user@example.com');
    expect(again.sub).toBe(first.sub);
    expect((await refreshTokens(again.refreshToken)).sub).toBe(first.sub);
  });

  test('the mailbox lists the outbox newest first', async () => {
    const { status, body } = await call(mailbox, { url: '/dev/mailbox?format=json' });
    expect(status).toBe(200);
    const ids = (body as { id: number }[]).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const html = await call(mailbox, { url: '/dev/mailbox' });
    expect(html.headers.get('content-type')).toContain('text/html');
  });
});
