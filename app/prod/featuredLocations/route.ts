import { route } from '@/lib/api/handler';
import { getFeaturedLocations } from '@/lib/locations';

/** GET /prod/featuredLocations — featured places, by name. */
export const GET = route(async () => getFeaturedLocations());
