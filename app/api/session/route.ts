import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { route } from '@/lib/api/handler';
import { getSessionUser } from '@/lib/auth/session';
import { MY_TRIPS_MENU_COUNT } from '@/lib/constants';
import { listFavourites } from '@/lib/favourites';
import { hasGuideOrderFor } from '@/lib/guide-orders';
import { listTripsForUser } from '@/lib/trips';
import { GUIDE_ORDERED_KEY } from '@/components/shell/guide-ordered';
import type { SiteSession } from '@/components/shell/site-session';

// Answers differ per visitor: no shared cache (a CDN, a proxy) may keep one.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/session — every per-visitor part of a cached page, read once after hydration: whether
 * someone is signed in, their first trips for Plan Your Trip -> My Trips (docs/SPEC.md section 2.4), their
 * favourite place ids (the hearts) and whether a guide was ordered (the footer's promotion). The
 * guide flag is this browser's cookie, or for a signed-in visitor an order to their address.
 */
export const GET = route(async () => {
  await connection();
  const orderedHere = (await cookies()).has(GUIDE_ORDERED_KEY);
  const user = await getSessionUser().catch(() => null);
  if (!user) {
    const body: SiteSession = { signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: orderedHere };
    return Response.json(body, { headers: PRIVATE });
  }
  const [trips, favouriteIds, ordered] = await Promise.all([
    listTripsForUser(user.userId),
    listFavourites(user.userId),
    orderedHere ? true : hasGuideOrderFor(user.email),
  ]);
  const body: SiteSession = {
    signedIn: true,
    firstTrips: trips.slice(0, MY_TRIPS_MENU_COUNT).map((trip) => ({ tripId: trip.tripId, name: trip.name })),
    favouriteIds,
    guideOrdered: ordered,
  };
  return Response.json(body, { headers: PRIVATE });
});
