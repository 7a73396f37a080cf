import { listingViewPage } from '@/components/content/listing-view-page';
import { EventsView, eventsMetadata } from '../events-view';

export const revalidate = 3600;
export const dynamicParams = true;

// One filtered or later page of the events listing (/festivals-and-events?<query>), rendered on first request, then cached.
export async function generateStaticParams() {
  return [];
}

const page = listingViewPage({ name: 'events', View: EventsView, metadata: eventsMetadata });

export const generateMetadata = page.generateMetadata;
export default page.Page;
