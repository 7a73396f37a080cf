import { createTrip, getTripForUser, TripConflictError, updateTrip } from '@/lib/trips';
import { listCollaborators, revokeCollaborator } from '@/lib/trips/collaborators';
import { acceptInvite, createInvite } from '@/lib/trip-planner/invites';
import { makeVisitor } from './fixtures';

const routing = {
  begin: { lat: 32.4074, long: -87.0211, city: 'Selma', state: 'AL' },
  end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
};
const fields = (name: string) => ({ name, locations: [], routing, tripInfo: [] });

describe('trip versions', () => {
  it('refuses a save from a stale page with the stored trip, and writes nothing', async () => {
    const owner = await makeVisitor('owner');
    const trip = await createTrip(owner, { owner, ...fields('Selma to Montgomery') });
    expect(trip.version).toBe(1);
    const first = await updateTrip(owner, trip.tripId, fields('First tab'), 1);
    expect(first.version).toBe(2);
    const stale = updateTrip(owner, trip.tripId, fields('Second tab'), 1);
    await expect(stale).rejects.toBeInstanceOf(TripConflictError);
    await expect(stale).rejects.toMatchObject({ status: 409, current: { name: 'First tab', version: 2 } });
    expect((await getTripForUser(owner, trip.tripId))?.name).toBe('First tab');
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const owner = await makeVisitor('owner');
    const trip = await createTrip(owner, { owner, ...fields('Race') });
    const results = await Promise.allSettled([
      updateTrip(owner, trip.tripId, fields('A'), 1),
      updateTrip(owner, trip.tripId, fields('B'), 1),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await getTripForUser(owner, trip.tripId))?.version).toBe(2);
  });

  it('without a version, the last save wins and the version still goes up', async () => {
    const owner = await makeVisitor('owner');
    const trip = await createTrip(owner, { owner, ...fields('Spec client') });
    await updateTrip(owner, trip.tripId, fields('One'));
    expect((await updateTrip(owner, trip.tripId, fields('Two'))).version).toBe(3);
  });
});

describe('collaborators', () => {
  it('the owner sees who joined and can revoke one, who then loses the trip; nobody else may', async () => {
    const [owner, friend, other] = [
      await makeVisitor('owner'),
      await makeVisitor('friend'),
      await makeVisitor('other'),
    ];
    const trip = await createTrip(owner, { owner, ...fields('Plan together') });
    // One invite lets one person in: each gets their own.
    await acceptInvite(friend, (await createInvite(owner, trip.tripId)).token);
    await acceptInvite(other, (await createInvite(owner, trip.tripId)).token);
    expect((await listCollaborators(owner, trip.tripId)).map((c) => c.email)).toEqual([
      `${friend}@example.com`,
      `${other}@example.com`,
    ]);
    await expect(listCollaborators(friend, trip.tripId)).rejects.toMatchObject({ status: 404 });
    await expect(revokeCollaborator(friend, trip.tripId, other)).rejects.toMatchObject({ status: 404 });
    expect(await revokeCollaborator(owner, trip.tripId, friend)).toEqual({
      tripId: trip.tripId,
      userId: friend,
      revoked: true,
    });
    expect(await getTripForUser(friend, trip.tripId)).toBeNull();
    await expect(updateTrip(friend, trip.tripId, fields('Too late'))).rejects.toMatchObject({ status: 404 });
    expect((await listCollaborators(owner, trip.tripId)).map((c) => c.userId)).toEqual([other]);
    await expect(revokeCollaborator(owner, trip.tripId, friend)).rejects.toMatchObject({ status: 404 });
  });
});
