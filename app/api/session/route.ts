import { connection } from 'next/server';
import { route } from '@/lib/api/handler';
import { getSessionUser } from '@/lib/auth/session';
import { MY_TRIPS_MENU_COUNT } from '@/lib/constants';
import { listTripsForUser } from '@/lib/trips';
import type { SiteSession } from '@/components/shell/site-session';

// Answers differ per visitor: no shared cache (a CDN, a proxy) may keep one.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /api/session — the per-visitor parts of cached pages, read by the header after hydration:
 * whether someone is signed in, and their first trips for Plan Your Trip -> My Trips (SPEC 2.4).
 */
export const GET = route(async () => {
  await connection();
  const user = await getSessionUser().catch(() => null);
  const body: SiteSession = user
    ? {
        signedIn: true,
        firstTrips: (await listTripsForUser(user.userId))
          .slice(0, MY_TRIPS_MENU_COUNT)
          .map((trip) => ({ tripId: trip.tripId, name: trip.name })),
      }
    : { signedIn: false, firstTrips: [] };
  return Response.json(body, { headers: PRIVATE });
});
