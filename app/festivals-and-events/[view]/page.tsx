import { notFound } from 'next/navigation';
import { renderRecord } from '@/components/content/record-boundary';
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
  // Called, not rendered as an element, so its notFound() (a page past the last) reaches renderRecord.
  return EventsView({ view });
}

// A missing view or a page past the last is a server-rendered 404 (renderRecord).
export default function EventsViewPage(props: Props) {
  return renderRecord(() => EventsViewPageBody(props));
}
