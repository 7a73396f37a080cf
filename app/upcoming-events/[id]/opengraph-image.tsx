import { socialCard } from '@/components/seo/social-card';
import { getEvent } from '@/lib/events';
import { decodeSegment } from '@/lib/pages/paths';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'An event in Alabama';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const key = (await params).id;
  const slug = decodeSegment(key);
  const event = slug === null ? null : await getEvent(slug);
  return socialCard({
    kind: 'Event',
    title: event?.name ?? 'Events in Alabama',
    place: event ? `${event.city}, Alabama` : 'Alabama',
  });
}
