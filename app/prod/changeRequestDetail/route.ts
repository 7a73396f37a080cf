import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getChangeRequestPreview } from '@/lib/events/database';
import { EventSlugQuerySchema } from '@/lib/events/schema';

/** GET /prod/changeRequestDetail?slug= — the event preview: the event with its pending change applied. */
export const GET = route(async (request) => {
  const { slug } = parseQuery(request, EventSlugQuerySchema);
  const preview = await getChangeRequestPreview(slug);
  if (!preview) throw notFound('No pending change request for this event.');
  return preview;
});
