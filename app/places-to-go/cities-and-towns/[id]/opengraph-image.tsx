import { socialCard } from '@/components/seo/social-card';
import { getCityDetail } from '@/lib/cities';
import { idOrSlug } from '@/lib/pages/paths';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'A city in Alabama';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

// Drawn on first request, then served from the ISR cache.
export async function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const key = (await params).id;
  const city = await getCityDetail(idOrSlug(key));
  return socialCard({ kind: 'Cities and Towns', title: city?.name ?? 'Cities and Towns', place: 'Alabama' });
}
