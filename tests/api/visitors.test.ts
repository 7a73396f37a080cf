import { POST } from '@/app/prod/visitors/route';
import { GET as getVisitor } from '@/app/prod/visitors/[userId]/route';
import { GET as getVisitorTrips } from '@/app/prod/visitors/[userId]/trips/route';
import { POST as createTrip } from '@/app/prod/trips/route';
import { getVisitor as readVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { tokenFor } from '../support/fixtures';

const routing = {
  begin: { lat: 30.25, long: -87.7, city: 'Gulf Shores', state: 'AL' },
  end: { lat: 30.25, long: -87.7, city: 'Gulf Shores', state: 'AL' },
};

describe('POST /prod/visitors/', () => {
  it("creates the caller's visitor record once, then returns it unchanged", async () => {
    const token = await tokenFor('visitor-a', 'a@example.com');
    const first = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token,
      body: { userId: 'visitor-a', email: 'a@example.com' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      userId: 'visitor-a',
      email: 'a@example.com',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const again = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token,
      body: { userId: 'visitor-a', email: 'other@example.com' },
    });
    expect(again.status).toBe(200);
    expect(again.body.email).toBe('a@example.com');
  });

  it("stores the email of the caller's token, not the email in the body", async () => {
    const token = await tokenFor('visitor-e', 'real-e@example.com');
    const { status, body } = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token,
      body: { userId: 'visitor-e', email: 'someone-else@example.com' },
    });
    expect(status).toBe(201);
    expect(body.email).toBe('real-e@example.com');
    expect((await readVisitor('visitor-e'))?.email).toBe('real-e@example.com');
  });

  it('needs a valid bearer token', async () => {
    const missing = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      body: { userId: 'x', email: 'x@example.com' },
    });
    expect(missing.status).toBe(401);
    const forged = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token: 'not.a.token',
      body: { userId: 'x', email: 'x@example.com' },
    });
    expect(forged.status).toBe(401);
    expect(await readVisitor('x')).toBeNull();
  });

  it('refuses to create a record for another user with 403 and writes nothing', async () => {
    const token = await tokenFor('visitor-b');
    const { status, body } = await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token,
      body: { userId: 'someone-else', email: 'e@example.com' },
    });
    expect(status).toBe(403);
    expect(body.error.field).toBe('userId');
    expect(await readVisitor('someone-else')).toBeNull();
  });

  it.each([
    [{ userId: 'visitor-c' }, 'email'],
    [{ userId: 'visitor-c', email: 'not-an-email' }, 'email'],
    [{ email: 'c@example.com' }, 'userId'],
    ['{not json', 'body'],
  ])('answers bad input %p with a 400 naming %s, writing nothing', async (body, field) => {
    const token = await tokenFor('visitor-c');
    const response = await call(POST, { url: '/prod/visitors/', method: 'POST', token, body });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await readVisitor('visitor-c')).toBeNull();
  });
});

describe('GET /prod/visitors/{userId}', () => {
  it("returns the caller's own record", async () => {
    const token = await tokenFor('visitor-d', 'd@example.com');
    await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token,
      body: { userId: 'visitor-d', email: 'd@example.com' },
    });
    const { status, body } = await call(getVisitor, {
      url: '/prod/visitors/visitor-d',
      token,
      params: { userId: 'visitor-d' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: 'visitor-d', email: 'd@example.com' });
  });

  it('is a 404 for a user without a record', async () => {
    const token = await tokenFor('visitor-new');
    const { status } = await call(getVisitor, {
      url: '/prod/visitors/visitor-new',
      token,
      params: { userId: 'visitor-new' },
    });
    expect(status).toBe(404);
  });

  it("is a 404, not a 403, for another user's existing record", async () => {
    const tokenA = await tokenFor('owner-a');
    await call(POST, {
      url: '/prod/visitors/',
      method: 'POST',
      token: tokenA,
      body: { userId: 'owner-a', email: 'owner-a@example.com' },
    });
    const tokenB = await tokenFor('intruder-b');
    const { status, body } = await call(getVisitor, {
      url: '/prod/visitors/owner-a',
      token: tokenB,
      params: { userId: 'owner-a' },
    });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('owner-a@example.com');
  });

  it('needs a token', async () => {
    const { status } = await call(getVisitor, { url: '/prod/visitors/owner-a', params: { userId: 'owner-a' } });
    expect(status).toBe(401);
  });
});

describe('GET /prod/visitors/{userId}/trips', () => {
  it("lists only the caller's trips, newest first, and hides them from anyone else", async () => {
    const tokenA = await tokenFor('lister-a');
    const tokenB = await tokenFor('lister-b');
    for (const name of ['First trip', 'Second trip']) {
      const created = await call(createTrip, {
        url: '/prod/trips',
        method: 'POST',
        token: tokenA,
        body: { owner: 'lister-a', name, locations: [], routing, tripInfo: [] },
      });
      expect(created.status).toBe(201);
    }
    await call(createTrip, {
      url: '/prod/trips',
      method: 'POST',
      token: tokenB,
      body: { owner: 'lister-b', name: 'B trip', locations: [], routing, tripInfo: [] },
    });

    const mine = await call(getVisitorTrips, {
      url: '/prod/visitors/lister-a/trips',
      token: tokenA,
      params: { userId: 'lister-a' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((t: { name: string }) => t.name)).toEqual(['Second trip', 'First trip']);
    expect(mine.body.every((t: { owner: string }) => t.owner === 'lister-a')).toBe(true);

    const theirs = await call(getVisitorTrips, {
      url: '/prod/visitors/lister-a/trips',
      token: tokenB,
      params: { userId: 'lister-a' },
    });
    expect(theirs.status).toBe(404);
  });

  it('is an empty list for a signed-in user with no trips', async () => {
    const token = await tokenFor('lister-empty');
    const { status, body } = await call(getVisitorTrips, {
      url: '/prod/visitors/lister-empty/trips',
      token,
      params: { userId: 'lister-empty' },
    });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('needs a token', async () => {
    const { status } = await call(getVisitorTrips, { url: '/prod/visitors/x/trips', params: { userId: 'x' } });
    expect(status).toBe(401);
  });
});
