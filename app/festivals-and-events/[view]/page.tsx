import { notFound } from 'next/navigation';
import { RecordBoundary } from '@/components/content/record-boundary';
import { notFoundMetadata } from '@/lib/seo';
import { publicUrlOf, viewFromSegment, viewPage } from '@/lib/routing/listings';
import { EventsView, eventsMetadata } from '../events-view';

export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

// One filtered or later page of the events listing, reached through the proxy's rewrite of
// /festivals-and-events?<query> (lib/routing/listings.ts); rendered on first request, then cached.
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const view = viewFromSegment('events', (await params).view);
  return view ? eventsMetadata(publicUrlOf('events', view), viewPage(view)) : notFoundMetadata;
}

async function EventsViewPageBody({ params }: Props) {
  const view = viewFromSegment('events', (await params).view);
  if (!view) notFound();
  return <EventsView view={view} />;
}

// notFound() inside the boundary, so a missing view is a server-rendered 404 (components/content/record-boundary.tsx).
export default function EventsViewPage(props: Props) {
  return (
    <RecordBoundary>
      <EventsViewPageBody {...props} />
    </RecordBoundary>
  );
}
