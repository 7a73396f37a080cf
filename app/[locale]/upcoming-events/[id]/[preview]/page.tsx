import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageMain } from '@/components/content/page-intro';
import { EventDetailView } from '@/components/events/event-detail';
import { getChangeRequestPreview } from '@/lib/events';
import { getVenueSlug } from '@/lib/pages/venues';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

type Props = { params: Promise<{ id: string; preview: string }> };

// The preview of a pending change request (GET changeRequestDetail): only for the event it edits.
const load = cache(async (id: string, preview: string) => {
  const merged = await getChangeRequestPreview(decodeURIComponent(preview));
  return merged && merged.slug === decodeURIComponent(id) ? merged : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, preview } = await params;
  const [event, t] = await Promise.all([load(id, preview), getTranslations('events')]);
  if (!event) return localizedNotFoundMetadata();
  return { title: t('previewTitle', { name: event.name }), robots: { index: false, follow: false } };
}

export default async function EventPreviewPage({ params }: Props) {
  // Rendered per request (a pending change can be approved at any time), so its notFound() is
  // Next's own 404, whose body its scripts draw: renderRecord's notice works only in a prerender.
  const { id, preview } = await params;
  const event = await load(id, preview);
  if (!event) notFound();
  const [venueSlug, t] = await Promise.all([getVenueSlug(event.location_id), getTranslations('events')]);
  return (
    <PageMain>
      <EventDetailView event={event} nearby={[]} venueSlug={venueSlug} notice={t('previewNotice')} />
    </PageMain>
  );
}
