import { socialCard } from '@/components/seo/social-card';
import { getLocation } from '@/lib/locations';
import { idOrSlug } from '@/lib/pages/paths';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'A place to go in Alabama';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const key = (await params).id;
  const place = await getLocation(idOrSlug(key));
  return socialCard({
    kind: 'Places to Go',
    title: place?.name ?? 'Places to Go',
    place: place ? `${place.city}, Alabama` : 'Alabama',
  });
}
