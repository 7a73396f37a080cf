import { socialCard } from '@/components/seo/social-card';
import { getMaker } from '@/lib/makers';
import { decodeSegment } from '@/lib/pages/paths';

// This page's social card: a PNG drawn from the record's name and town, cached like the page.
export const alt = 'An Alabama maker';
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
  const maker = slug === null ? null : await getMaker(slug);
  return socialCard({
    kind: 'Alabama Maker',
    title: maker?.name ?? 'Alabama Makers',
    place: maker ? `${maker.city}, Alabama` : 'Alabama',
  });
}
