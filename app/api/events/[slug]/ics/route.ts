import { getEvent } from '@/lib/events';
import { eventToIcs } from '@/lib/pages/calendar';

// 'Add to calendar': the event as an .ics download.
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const event = /^[a-z0-9-]{1,200}$/i.test(slug) ? await getEvent(slug) : null;
  if (!event)
    return new Response('No such event.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(eventToIcs(event), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
      'cache-control': 'public, max-age=3600',
    },
  });
}
