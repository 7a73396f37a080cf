import { route } from '@/lib/api/handler';
import { getFeaturedEvents } from '@/lib/events';

/** GET /prod/featuredEvents — upcoming featured events, soonest first. */
export const GET = route(async () => getFeaturedEvents());
