import type { Event } from '@/lib/events/shape';
import { eventPath } from '@/lib/pages/paths';
import { event as eventStructuredData } from './structured-data';

/** An event record's schema.org Event (lib/seo/structured-data.ts), as its page carries it. */
export function eventJsonLd(event: Event & { description?: string }) {
  return eventStructuredData({
    name: event.name,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    startDate: event.start_date,
    endDate: event.end_date,
    startTime: event.start_time,
    endTime: event.end_time,
    venue: event.venue,
    address1: event.address1,
    city: event.city,
    latitude: event.latitude,
    longitude: event.longitude,
    image: event.image,
    website: event.website,
    freeAdmission: event.free_admission,
    path: eventPath(event.slug),
  });
}
