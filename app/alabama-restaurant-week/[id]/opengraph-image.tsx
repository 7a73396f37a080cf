import { socialCard } from '@/components/seo/social-card';
import { idOrSlug } from '@/lib/pages/paths';
import { getRestaurantWeekEntry } from '@/lib/restaurant-week';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'Alabama Restaurant Week';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const key = (await params).id;
  const entry = await getRestaurantWeekEntry(idOrSlug(key));
  return socialCard({
    kind: 'Restaurant Week',
    title: entry?.name ?? 'Alabama Restaurant Week',
    place: entry ? `${entry.city}, Alabama` : 'Alabama',
  });
}
