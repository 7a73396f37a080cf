import { route } from '@/lib/api/handler';
import { getFeaturedRoadTrips } from '@/lib/road-trips';

/** GET /prod/featured_trips — `{ trips: [...] }`, each with its ordered stops. */
export const GET = route(async () => ({ trips: await getFeaturedRoadTrips() }));
