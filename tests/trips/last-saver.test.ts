import { PUT } from '@/app/prod/trips/[tripId]/route';
import { getDb } from '@/lib/db/client';
import { tripCollaborators } from '@/lib/db/schema';
import { TripConflictError, type Trip } from '@/lib/trips';
import { createTrip, updateTrip } from '@/lib/trips/database';
import { call } from '../support/api';
import { createTripAsA, tripTestContext, validTripFor } from '../support/trip-api';
import { makeLocation, makeVisitor } from './fixtures';

const routing = {
  begin: { lat: 34.73, long: -86.59, city: 'Huntsville', state: 'AL' },
  end: { lat: 34.8, long: -87.67, city: 'Florence', state: 'AL' },
};

async function conflictOf(save: Promise<Trip>): Promise<Trip> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TripConflictError)) throw new Error(`expected a conflict, got ${String(error)}`);
  return error.current;
}

describe('the last saver of a trip', () => {
  it('a stale save is told who saved the trip last: the collaborator, by email', async () => {
    const owner = await makeVisitor('owner');
    const friend = await makeVisitor('friend');
    const place = await makeLocation();
    const fields = { name: 'Shoals weekend', locations: [place.slug], routing, tripInfo: [] };
    const trip = await createTrip(owner, { ...fields, owner });
    const db = await getDb();
    await db.insert(tripCollaborators).values({ tripId: trip.tripId, userId: friend });

    await updateTrip(friend, trip.tripId, { ...fields, name: 'Shoals long weekend' }, 1);
    const current = await conflictOf(updateTrip(owner, trip.tripId, { ...fields, name: 'Mine' }, 1));
    expect(current).toMatchObject({ name: 'Shoals long weekend', version: 2 });
    expect(current.updatedBy).toEqual({ userId: friend, email: `${friend}@example.com` });
  });

  it('a new trip’s first saver is its creator', async () => {
    const owner = await makeVisitor('owner');
    const fields = { name: 'Mobile Bay', locations: [], routing, tripInfo: [] };
    const trip = await createTrip(owner, { ...fields, owner });
    // No trip is ever at version 0: this save is refused before anything is written.
    const current = await conflictOf(updateTrip(owner, trip.tripId, fields, 0));
    expect(current).toMatchObject({ version: 1, updatedBy: { userId: owner, email: `${owner}@example.com` } });
  });

  it('the spec’s PUT answers keep their shape; only the 409’s current names the saver', async () => {
    const context = await tripTestContext();
    const trip = await createTripAsA(context);
    const put = (headers: Record<string, string>) =>
      call(PUT, {
        url: `/prod/trips/${trip.tripId}`,
        method: 'PUT',
        token: context.tokenA,
        body: validTripFor(context),
        headers,
        params: { tripId: String(trip.tripId) },
      });
    const saved = await put({ 'if-match': '"1"' });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('updatedBy');
    const stale = await put({ 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.current.updatedBy).toEqual({ userId: 'trip-owner-a', email: expect.stringContaining('@') });
  });
});
