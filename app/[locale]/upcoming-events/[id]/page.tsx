import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageMain } from '@/components/content/page-intro';
import { EventDetailView } from '@/components/events/event-detail';
import { JsonLd } from '@/components/seo/json-ld';
import { STATIC_PARAMS_AT_BUILD } from '@/lib/constants';
import { getFeaturedEvents, getLocalizedEvent, localizeEvents } from '@/lib/events';
import { venueIn } from '@/lib/events/venue';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { getEventsNear } from '@/lib/pages/events';
import { eventPath } from '@/lib/pages/paths';
import { getVenueSlug } from '@/lib/pages/venues';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { eventJsonLd } from '@/lib/seo/event-json-ld';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// The featured ones are built with the site; any other is rendered on its first request, then cached.
export async function generateStaticParams() {
  return (await getFeaturedEvents(STATIC_PARAMS_AT_BUILD)).map((event) => ({ id: event.slug }));
}

type Props = { params: Promise<{ id: string; locale?: string }> };
const load = cache(async (id: string, locale: Locale) => {
  const event = await getLocalizedEvent(decodeURIComponent(id), locale);
  return event && { ...event, venue: venueIn(event.venue, locale) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const event = await load(p.id, localeParam(p));
  if (!event) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('events')]);
  return pageMetadata({
    title: fitTitle(`${event.name}, ${event.city}`, event.name),
    description: event.summary || t('eventDescription', { name: event.name, venue: event.venue, city: event.city }),
    path: localePath(locale, eventPath(event.slug)),
    card: { kind: 'event', key: event.slug },
    image: event.image,
  });
}

async function EventPageBody({ params }: Props) {
  const p = await params;
  const locale = localeParam(p);
  const event = await load(p.id, locale);
  if (!event) notFound();
  const [nearby, venueSlug] = await Promise.all([
    getEventsNear(Number(event.latitude), Number(event.longitude), 4, event.id).then((list) =>
      localizeEvents(list, locale),
    ),
    getVenueSlug(event.location_id),
  ]);
  return (
    <PageMain>
      <JsonLd data={eventJsonLd(event)} />
      <EventDetailView event={event} nearby={nearby} venueSlug={venueSlug} untranslated={event.untranslated} />
      <FeedbackWidget pageType="event" />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function EventPage(props: Props) {
  return renderRecord(() => EventPageBody(props));
}
