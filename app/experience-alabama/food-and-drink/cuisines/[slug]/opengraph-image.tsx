import { socialCard } from '@/components/seo/social-card';
import { getCuisine } from '@/lib/pages/cuisines';
import { decodeSegment } from '@/lib/pages/paths';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'Food in Alabama';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const key = (await params).slug;
  const slug = decodeSegment(key);
  const cuisine = slug === null ? null : await getCuisine(slug);
  return socialCard({ kind: 'Food and Drink', title: cuisine?.name ?? 'Food and Drink', place: 'Alabama' });
}
