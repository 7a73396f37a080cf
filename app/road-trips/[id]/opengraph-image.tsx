import { socialCard } from '@/components/seo/social-card';
import { idOrSlug } from '@/lib/pages/paths';
import { getRoadTrip } from '@/lib/road-trips';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'An Alabama road trip';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const key = (await params).id;
  const trip = await getRoadTrip(idOrSlug(key));
  return socialCard({
    kind: 'Road Trip',
    title: trip?.name ?? 'Alabama Road Trips',
    place: trip ? `${trip.days}-day trip, ${trip.stops.length} stops` : 'Alabama',
  });
}
