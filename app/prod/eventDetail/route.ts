import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getEvent } from '@/lib/events/database';
import { EventSlugQuerySchema } from '@/lib/events/schema';

/** GET /prod/eventDetail?slug= */
export const GET = route(async (request) => {
  const { slug } = parseQuery(request, EventSlugQuerySchema);
  const event = await getEvent(slug);
  if (!event) throw notFound('No event with this slug.');
  return event;
});
