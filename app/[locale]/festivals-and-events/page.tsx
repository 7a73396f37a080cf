import { EVENTS_PATH, EventsView, eventsMetadata } from './events-view';

export const revalidate = 3600;

export function generateMetadata() {
  return eventsMetadata(EVENTS_PATH);
}

// The first, unfiltered page. The proxy sends any other view (filters, ?page=) to [view], so this
// page reads no query string and is prerendered.
export default function EventsPage() {
  return <EventsView view={{}} />;
}
