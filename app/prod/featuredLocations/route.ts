import { route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { getFeaturedLocationsInDb as getFeaturedLocations } from '@/lib/locations';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';

/** GET /prod/featuredLocations — featured places, by name. */
export const GET = route(async () => cachedJsonResponse(TAGS.locations, 'featured', () => getFeaturedLocations()));
