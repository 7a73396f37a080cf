import { route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { getFeaturedLocations } from '@/lib/locations/database';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';

/** GET /prod/featuredLocations — featured places, by name. */
export const GET = route(async () => cachedJsonResponse(TAGS.locations, 'featured', () => getFeaturedLocations()));
