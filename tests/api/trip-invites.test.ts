import { DELETE as revoke, GET as collaborators } from '@/app/api/trips/[id]/collaborators/route';
import { DELETE as withdraw, POST as invite } from '@/app/api/trips/[id]/invites/route';
import { GET as getTrip } from '@/app/api/trips/[id]/route';
import { POST as join } from '@/app/api/trips/join/route';
import { GET as listTrips, POST as createTrip } from '@/app/api/trips/route';
import { INVITE_NOT_VALID } from '@/lib/trips/sharing-messages';
import { callAs } from '../support/session-call';
import { signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

// Shared access ends when it is ended: an invite lets one person in, a revoked collaborator stays
// out whatever link they bring back, and a withdrawn invite answers like an expired one.

type Person = { cookie: string; userId: string };
let owner: Person;
let friend: Person;
let other: Person;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  owner = await signedInSession('invites.owner@example.com');
  friend = await signedInSession('invites.friend@example.com');
  other = await signedInSession('invites.other@example.com');
}, 300_000);

async function newTrip(name: string): Promise<number> {
  const made = await callAs(owner.cookie, createTrip, {
    url: '/api/trips',
    method: 'POST',
    body: { name, locations: [], routing, tripInfo: [] },
  });
  expect(made.status).toBe(201);
  return made.body.tripId as number;
}
const makeInvite = async (tripId: number) => {
  const made = await callAs(owner.cookie, invite, { url: `/api/trips/${tripId}/invites`, method: 'POST', id: tripId });
  expect(made.status).toBe(201);
  return made.body.token as string;
};
const joinAs = (person: Person, token: string) =>
  callAs(person.cookie, join, { url: '/api/trips/join', method: 'POST', body: { token } });
const readAs = (person: Person, tripId: number) =>
  callAs(person.cookie, getTrip, { url: `/api/trips/${tripId}`, id: tripId });
const listedFor = async (person: Person) =>
  ((await callAs(person.cookie, listTrips, { url: '/api/trips' })).body.trips as { tripId: number }[]).map(
    (t) => t.tripId,
  );

describe('a revoked collaborator', () => {
  it('cannot walk back in with the invite they joined with', async () => {
    const tripId = await newTrip('Gulf Coast Weekend');
    const token = await makeInvite(tripId);
    expect(await joinAs(friend, token)).toMatchObject({ status: 200, body: { tripId } });
    expect((await readAs(friend, tripId)).status).toBe(200);
    const revoked = await callAs(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: friend.userId },
    });
    expect(revoked.status).toBe(200);
    expect((await readAs(friend, tripId)).status).toBe(404);

    const back = await joinAs(friend, token);
    expect(back.status).toBe(404);
    expect(back.body.error.message).toBe(INVITE_NOT_VALID);
    expect((await readAs(friend, tripId)).status).toBe(404);
    expect(await listedFor(friend)).not.toContain(tripId);
  });

  it('cannot come back with a fresh invite either, and is no longer listed as planning', async () => {
    const tripId = await newTrip('Mobile Bay Loop');
    await joinAs(friend, await makeInvite(tripId));
    await callAs(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: friend.userId },
    });
    const fresh = await makeInvite(tripId);
    expect((await joinAs(friend, fresh)).status).toBe(404);
    expect((await readAs(friend, tripId)).status).toBe(404);
    const people = await callAs(owner.cookie, collaborators, { url: `/api/trips/${tripId}/collaborators`, id: tripId });
    expect(people.body.collaborators).toEqual([]);
    // The fresh invite is still unused, so someone else may take it.
    expect(await joinAs(other, fresh)).toMatchObject({ status: 200, body: { tripId } });
  });
});

describe('an invite', () => {
  it('lets one person in; the one who used it may open it again, the next person may not', async () => {
    const tripId = await newTrip('Huntsville Space Weekend');
    const token = await makeInvite(tripId);
    expect((await joinAs(friend, token)).status).toBe(200);
    expect(await joinAs(friend, token)).toMatchObject({ status: 200, body: { tripId } });
    const second = await joinAs(other, token);
    expect(second.status).toBe(404);
    expect(second.body.error.message).toBe(INVITE_NOT_VALID);
    expect((await readAs(other, tripId)).status).toBe(404);
    expect(await listedFor(other)).not.toContain(tripId);
  });

  it('taken by two people at once lets exactly one of them in', async () => {
    const tripId = await newTrip('Cheaha Sunrise');
    const token = await makeInvite(tripId);
    const answers = await Promise.all([joinAs(friend, token), joinAs(other, token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const reads = await Promise.all([readAs(friend, tripId), readAs(other, tripId)]);
    expect(reads.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('withdrawn by the owner answers as expired, and only the owner may withdraw an unused one', async () => {
    const tripId = await newTrip('Shoals Music Trail');
    const token = await makeInvite(tripId);
    const body = { token };
    const url = `/api/trips/${tripId}/invites`;
    expect((await callAs(friend.cookie, withdraw, { url, method: 'DELETE', id: tripId, body })).status).toBe(404);
    expect(await callAs(owner.cookie, withdraw, { url, method: 'DELETE', id: tripId, body })).toMatchObject({
      status: 200,
      body: { token, withdrawn: true },
    });
    const late = await joinAs(friend, token);
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe(INVITE_NOT_VALID);
    expect((await readAs(friend, tripId)).status).toBe(404);
    expect((await callAs(owner.cookie, withdraw, { url, method: 'DELETE', id: tripId, body })).status).toBe(404);

    const used = await makeInvite(tripId);
    await joinAs(other, used);
    expect(
      (await callAs(owner.cookie, withdraw, { url, method: 'DELETE', id: tripId, body: { token: used } })).status,
    ).toBe(404);
    expect((await readAs(other, tripId)).status).toBe(200);
    expect(
      (await callAs(owner.cookie, withdraw, { url, method: 'DELETE', id: tripId, body: { token: 'bad' } })).body.error
        .field,
    ).toBe('token');
    expect((await callAs(undefined, withdraw, { url, method: 'DELETE', id: tripId, body })).status).toBe(401);
  });
});
