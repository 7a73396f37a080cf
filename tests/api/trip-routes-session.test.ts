import { count, eq } from 'drizzle-orm';
import { DELETE as deleteFavourites, GET as listFavourites, POST as addFavourites } from '@/app/api/favourites/route';
import { DELETE as revoke, GET as collaborators } from '@/app/api/trips/[id]/collaborators/route';
import { GET as exportTrip } from '@/app/api/trips/[id]/export/route';
import { POST as invite } from '@/app/api/trips/[id]/invites/route';
import { DELETE as deleteTrip, GET as getTrip, PUT as putTrip } from '@/app/api/trips/[id]/route';
import { POST as join } from '@/app/api/trips/join/route';
import { GET as listTrips, POST as createTrip } from '@/app/api/trips/route';
import { getDb } from '@/lib/db/client';
import { favourites, tripCollaborators, trips } from '@/lib/db/schema';
import { insertPlaces, type Fixtures } from '../support/fixtures';
import { callAs } from '../support/session-call';
import { signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

// The cookie-session routes the site's own pages call (/api/trips*, /api/favourites), run as Next
// runs them: inside a request scope, signed in with a next-auth cookie sealed for a pool user.
// Three people: the owner, a collaborator who joined by invite, and a stranger.

const as = callAs;

let owner: { cookie: string; userId: string };
let collaborator: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };
let places: Fixtures;

const tripBody = () => ({
  name: 'Gulf Shores Weekend',
  locations: [places.park.slug, places.oysterBar.slug],
  routing,
  tripInfo: [
    { locationId: String(places.park.id), show: true },
    { locationId: String(places.oysterBar.id), show: true },
  ],
});
const tripCount = async () => (await (await getDb()).select({ n: count() }).from(trips))[0]!.n;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  owner = await signedInSession('route.owner@example.com');
  collaborator = await signedInSession('route.collaborator@example.com');
  stranger = await signedInSession('route.stranger@example.com');
  places = await insertPlaces();
}, 300_000);

describe('signed out', () => {
  it('is a 401 on every trip and favourites route, and stores nothing', async () => {
    const before = await tripCount();
    expect((await as(undefined, listTrips, { url: '/api/trips' })).status).toBe(401);
    expect((await as(undefined, createTrip, { url: '/api/trips', method: 'POST', body: tripBody() })).status).toBe(401);
    expect(
      (await as('authjs.session-token=forged', createTrip, { url: '/api/trips', method: 'POST', body: tripBody() }))
        .status,
    ).toBe(401);
    const favourites = await as(undefined, listFavourites, { url: '/api/favourites' });
    expect(favourites.status).toBe(401);
    expect(favourites.body.error.message).toBe('Sign in to keep trips and favorites.');
    expect(await tripCount()).toBe(before);
  });
});

describe('a trip, its owner, a collaborator and a stranger', () => {
  let tripId: number;

  it('the owner creates a trip: it is theirs whatever owner the body names, and it is listed', async () => {
    const created = await as(owner.cookie, createTrip, {
      url: '/api/trips',
      method: 'POST',
      body: { ...tripBody(), owner: stranger.userId },
    });
    expect(created.status).toBe(201);
    tripId = created.body.tripId;
    expect(created.body).toMatchObject({
      name: 'Gulf Shores Weekend',
      owner: owner.userId,
      locations: [places.park.slug, places.oysterBar.slug],
    });
    const [row] = await (await getDb()).select().from(trips).where(eq(trips.tripId, tripId));
    expect(row).toMatchObject({ owner: owner.userId, name: 'Gulf Shores Weekend' });
    const listed = await as(owner.cookie, listTrips, { url: '/api/trips' });
    expect(listed.status).toBe(200);
    expect(listed.body.trips.map((t: { tripId: number }) => t.tripId)).toEqual([tripId]);
    expect((await as(stranger.cookie, listTrips, { url: '/api/trips' })).body.trips).toEqual([]);
  });

  it('bad input is a 400 naming the field and stores nothing', async () => {
    const before = await tripCount();
    for (const [body, field] of [
      [{ ...tripBody(), name: '' }, 'name'],
      [{ ...tripBody(), name: 'Gulf\u0000Shores' }, 'name'],
      [{ ...tripBody(), locations: ['no-such-place'] }, 'locations.0'],
      [{ ...tripBody(), startDate: '0000-01-01' }, 'startDate'],
    ] as const) {
      const answer = await as(owner.cookie, createTrip, { url: '/api/trips', method: 'POST', body });
      expect({ field, status: answer.status, named: answer.body.error.field }).toEqual({
        field,
        status: 400,
        named: field,
      });
    }
    const stale = await as(owner.cookie, putTrip, {
      url: `/api/trips/${tripId}`,
      method: 'PUT',
      id: tripId,
      body: { ...tripBody(), name: '' },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.field).toBe('name');
    expect(await tripCount()).toBe(before);
    expect((await as(owner.cookie, getTrip, { url: `/api/trips/${tripId}`, id: tripId })).body.name).toBe(
      'Gulf Shores Weekend',
    );
  });

  it('a stranger gets 404 for every way into the trip, and it is left as it was', async () => {
    const url = `/api/trips/${tripId}`;
    expect((await as(stranger.cookie, getTrip, { url, id: tripId })).status).toBe(404);
    expect(
      (await as(stranger.cookie, putTrip, { url, method: 'PUT', id: tripId, body: { ...tripBody(), name: 'Taken' } }))
        .status,
    ).toBe(404);
    expect((await as(stranger.cookie, deleteTrip, { url, method: 'DELETE', id: tripId })).status).toBe(404);
    expect((await as(stranger.cookie, exportTrip, { url: `${url}/export?format=gpx`, id: tripId })).status).toBe(404);
    expect((await as(stranger.cookie, invite, { url: `${url}/invites`, method: 'POST', id: tripId })).status).toBe(404);
    expect((await as(stranger.cookie, collaborators, { url: `${url}/collaborators`, id: tripId })).status).toBe(404);
    const [row] = await (await getDb()).select().from(trips).where(eq(trips.tripId, tripId));
    expect(row).toMatchObject({ owner: owner.userId, name: 'Gulf Shores Weekend' });
  });

  it('an invite makes a collaborator who may read, edit and export the trip but not delete it or invite', async () => {
    const made = await as(owner.cookie, invite, { url: `/api/trips/${tripId}/invites`, method: 'POST', id: tripId });
    expect(made.status).toBe(201);
    expect(made.body.path).toBe(`/trip/collaborate/${tripId}?invite=${made.body.token}`);
    expect(
      (await as(collaborator.cookie, join, { url: '/api/trips/join', method: 'POST', body: { token: 'x'.repeat(32) } }))
        .status,
    ).toBe(404);
    expect(
      (await as(collaborator.cookie, join, { url: '/api/trips/join', method: 'POST', body: { token: 'short' } })).body
        .error.field,
    ).toBe('token');
    const joined = await as(collaborator.cookie, join, {
      url: '/api/trips/join',
      method: 'POST',
      body: { token: made.body.token },
    });
    expect(joined).toMatchObject({ status: 200, body: { tripId } });

    const loaded = await as(collaborator.cookie, getTrip, { url: `/api/trips/${tripId}`, id: tripId });
    expect(loaded.status).toBe(200);
    const saved = await as(collaborator.cookie, putTrip, {
      url: `/api/trips/${tripId}`,
      method: 'PUT',
      id: tripId,
      body: { ...tripBody(), name: 'Gulf Shores, planned together', version: loaded.body.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Gulf Shores, planned together',
      owner: owner.userId,
      version: loaded.body.version + 1,
    });
    // The same stale version again is a conflict carrying the stored trip, and changes nothing.
    const stale = await as(owner.cookie, putTrip, {
      url: `/api/trips/${tripId}`,
      method: 'PUT',
      id: tripId,
      body: { ...tripBody(), name: 'Overwritten', version: loaded.body.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.name).toBe('Gulf Shores, planned together');

    const gpx = await as(collaborator.cookie, exportTrip, {
      url: `/api/trips/${tripId}/export?format=gpx`,
      id: tripId,
    });
    expect(gpx.status).toBe(200);
    expect(gpx.headers.get('content-type')).toContain('application/gpx+xml');
    expect(String(gpx.body).match(/<wpt /g)).toHaveLength(2);
    expect(
      (await as(collaborator.cookie, listTrips, { url: '/api/trips' })).body.trips.map(
        (t: { tripId: number }) => t.tripId,
      ),
    ).toEqual([tripId]);

    expect(
      (await as(collaborator.cookie, deleteTrip, { url: `/api/trips/${tripId}`, method: 'DELETE', id: tripId })).status,
    ).toBe(404);
    expect(
      (await as(collaborator.cookie, invite, { url: `/api/trips/${tripId}/invites`, method: 'POST', id: tripId }))
        .status,
    ).toBe(404);
    expect(await tripCount()).toBeGreaterThan(0);
    const list = await as(owner.cookie, collaborators, { url: `/api/trips/${tripId}/collaborators`, id: tripId });
    expect(list.body.collaborators.map((c: { userId: string }) => c.userId)).toEqual([collaborator.userId]);
  });

  it('export: a format other than ics or gpx, or a calendar of a trip without dates and no first day, is a 400 naming the field', async () => {
    const pdf = await as(owner.cookie, exportTrip, { url: `/api/trips/${tripId}/export?format=pdf`, id: tripId });
    expect([pdf.status, pdf.body.error.field]).toEqual([400, 'format']);
    const ics = await as(owner.cookie, exportTrip, { url: `/api/trips/${tripId}/export?format=ics`, id: tripId });
    expect([ics.status, ics.body.error.field]).toEqual([400, 'start']);
    const dated = await as(owner.cookie, exportTrip, {
      url: `/api/trips/${tripId}/export?format=ics&start=2027-04-09`,
      id: tripId,
    });
    expect(dated.status).toBe(200);
    expect(String(dated.body).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('the owner revokes the collaborator, who then gets 404; the owner deletes the trip', async () => {
    const bad = await as(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: '' },
    });
    expect([bad.status, bad.body.error.field]).toEqual([400, 'userId']);
    expect(
      (
        await as(collaborator.cookie, revoke, {
          url: `/api/trips/${tripId}/collaborators`,
          method: 'DELETE',
          id: tripId,
          body: { userId: collaborator.userId },
        })
      ).status,
    ).toBe(404);
    const revoked = await as(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: collaborator.userId },
    });
    expect(revoked.status).toBe(200);
    const again = await as(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: collaborator.userId },
    });
    expect([again.status, again.body.error.message]).toEqual([404, 'This person is not planning this trip with you.']);
    // The row stays, marked revoked, so the invite they joined with cannot let them back.
    const rows = await (await getDb()).select().from(tripCollaborators).where(eq(tripCollaborators.tripId, tripId));
    expect(rows).toEqual([expect.objectContaining({ userId: collaborator.userId, revokedAt: expect.any(Date) })]);
    expect((await as(collaborator.cookie, getTrip, { url: `/api/trips/${tripId}`, id: tripId })).status).toBe(404);

    expect(
      (await as(owner.cookie, deleteTrip, { url: `/api/trips/${tripId}`, method: 'DELETE', id: tripId })).status,
    ).toBe(200);
    expect((await as(owner.cookie, getTrip, { url: `/api/trips/${tripId}`, id: tripId })).status).toBe(404);
    expect(await (await getDb()).select().from(trips).where(eq(trips.tripId, tripId))).toEqual([]);
  });
});

describe('/api/favourites', () => {
  it('adds, lists and removes the signed-in user’s own favourites only; bad ids are a 400 naming the field', async () => {
    const added = await as(owner.cookie, addFavourites, {
      url: '/api/favourites',
      method: 'POST',
      body: { ids: [places.park.id, places.oysterBar.id] },
    });
    expect(added).toMatchObject({ status: 200, body: { ids: [places.park.id, places.oysterBar.id] } });
    expect((await as(stranger.cookie, listFavourites, { url: '/api/favourites' })).body.ids).toEqual([]);
    const bad = await as(owner.cookie, addFavourites, {
      url: '/api/favourites',
      method: 'POST',
      body: { ids: ['park'] },
    });
    expect([bad.status, String(bad.body.error.field).startsWith('ids')]).toEqual([400, true]);
    // A stranger removing the owner's ids removes nothing of the owner's.
    await as(stranger.cookie, deleteFavourites, {
      url: '/api/favourites',
      method: 'DELETE',
      body: { ids: [places.park.id] },
    });
    expect((await as(owner.cookie, listFavourites, { url: '/api/favourites' })).body.ids).toEqual([
      places.park.id,
      places.oysterBar.id,
    ]);
    const removed = await as(owner.cookie, deleteFavourites, {
      url: '/api/favourites',
      method: 'DELETE',
      body: { ids: [places.park.id] },
    });
    expect(removed.body.ids).toEqual([places.oysterBar.id]);
    const rows = await (await getDb()).select().from(favourites).where(eq(favourites.userId, owner.userId));
    expect(rows.map((r) => r.locationId)).toEqual([places.oysterBar.id]);
  });
});
