import { acceptInvite, createInvite, INVITE_TTL_MS } from '@/lib/trip-planner/invites';
import { createTrip, deleteTrip, getTripForUser, updateTrip } from '@/lib/trips';
import { makeLocation, makeVisitor } from './fixtures';

const routing = {
  begin: { lat: 32.4, long: -87, city: 'Selma', state: 'AL' },
  end: { lat: 32.37, long: -86.3, city: 'Montgomery', state: 'AL' },
};

describe('trip collaboration', () => {
  it('lets an invited user read and edit the trip, never delete it, while a third user gets nothing', async () => {
    const [owner, friend, stranger] = [
      await makeVisitor('owner'),
      await makeVisitor('friend'),
      await makeVisitor('stranger'),
    ];
    const place = await makeLocation();
    const trip = await createTrip(owner, { owner, name: 'Selma to Montgomery', locations: [], routing, tripInfo: [] });
    await expect(createInvite(friend, trip.tripId)).rejects.toMatchObject({ status: 404 });
    const invite = await createInvite(owner, trip.tripId);
    expect(await acceptInvite(friend, invite.token)).toEqual({ tripId: trip.tripId });
    expect(await acceptInvite(friend, invite.token)).toEqual({ tripId: trip.tripId });
    expect((await getTripForUser(friend, trip.tripId))?.name).toBe('Selma to Montgomery');
    const updated = await updateTrip(friend, trip.tripId, {
      name: 'March route',
      locations: [place.slug],
      routing,
      tripInfo: [{ locationId: place.slug, show: true }],
    });
    expect(updated.locations).toEqual([place.slug]);
    await expect(deleteTrip(friend, trip.tripId)).rejects.toMatchObject({ status: 404 });
    expect(await getTripForUser(stranger, trip.tripId)).toBeNull();
    await expect(
      updateTrip(stranger, trip.tripId, { name: 'x', locations: [], routing, tripInfo: [] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an expired or unknown invite', async () => {
    const [owner, friend] = [await makeVisitor('owner'), await makeVisitor('friend')];
    const trip = await createTrip(owner, { owner, name: 'Old invite', locations: [], routing, tripInfo: [] });
    const invite = await createInvite(owner, trip.tripId, new Date(Date.now() - INVITE_TTL_MS - 1000));
    await expect(acceptInvite(friend, invite.token)).rejects.toMatchObject({ status: 404 });
    await expect(acceptInvite(friend, 'x'.repeat(32))).rejects.toMatchObject({ status: 404 });
    expect(await getTripForUser(friend, trip.tripId)).toBeNull();
  });
});
