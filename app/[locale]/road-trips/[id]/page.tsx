import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { LazyRoadTripActions as RoadTripActions } from '@/components/road-trips/lazy-road-trip-actions';
import { StopsMap } from '@/components/road-trips/stops-map';
import { JsonLd } from '@/components/seo/json-ld';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import { experiencePath, idOrSlug, placePath, roadTripPath } from '@/lib/pages/paths';
import { getExperience } from '@/lib/pages/experiences';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { getLocalizedRoadTrip } from '@/lib/road-trips';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { touristTrip } from '@/lib/seo/structured-data';
import { googleMapsLinks } from '@/lib/trip-planner/google-maps';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; locale?: string }> };
const load = cache(async (id: string, locale: Locale) => getLocalizedRoadTrip(idOrSlug(id), locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const trip = await load(p.id, localeParam(p));
  if (!trip) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('roadTrips')]);
  return pageMetadata({
    title: fitTitle(t('tripTitle', { name: trip.name }), t('tripTitleShort', { name: trip.name }), trip.name),
    description: trip.summary || t('tripDescription', { days: trip.days, stops: trip.stops.length }),
    path: localePath(locale, roadTripPath(trip.tripId)),
    card: { kind: 'road-trip', key: String(trip.tripId) },
    image: trip.image,
  });
}

async function RoadTripPageBody({ params }: Props) {
  const p = await params;
  const trip = await load(p.id, localeParam(p));
  if (!trip) notFound();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('roadTrips')]);
  const path = roadTripPath(trip.tripId);
  const experiences = trip.experiences.flatMap((slug) => getExperience(slug) ?? []);
  const stops = trip.stops.map((s) => ({
    slug: s.location.slug,
    name: s.location.name,
    city: s.location.city,
    lat: Number(s.location.latitude),
    lng: Number(s.location.longitude),
  }));
  const directions = googleMapsLinks(stops);
  return (
    <PageMain>
      <JsonLd
        data={touristTrip({
          tripId: trip.tripId,
          name: trip.name,
          summary: trip.summary,
          image: trip.image,
          path,
          stops: trip.stops.map((s) => ({ name: s.location.name, path: placePath(s.location.slug) })),
        })}
      />
      <PageIntro
        title={trip.name}
        lede={trip.summary}
        ledeLang={trip.untranslated.includes('summary') ? 'en' : undefined}
        trail={[
          { name: t('roadTrips'), path: '/road-trips' },
          { name: trip.name, path },
        ]}
      >
        <p>{t('length', { days: trip.days, stops: trip.stops.length })}</p>
      </PageIntro>
      <CardImage src={trip.image} alt={trip.image_alt} lead />
      <EnglishText when={trip.untranslated.includes('description')}>
        <Paragraphs text={trip.description} />
      </EnglishText>
      <UntranslatedNote fields={trip.untranslated} />
      {trip.stops.length > 0 ? (
        <StopsMap
          title={trip.name}
          stops={trip.stops.map((s) => ({
            position: s.position,
            name: s.location.name,
            latitude: Number(s.location.latitude),
            longitude: Number(s.location.longitude),
          }))}
        />
      ) : null}
      {stops.length > 0 ? (
        <Section title={t('takeThisTrip')}>
          <RoadTripActions trip={{ id: trip.tripId, name: trip.name, days: trip.days, stops }} />
          <ul>
            {directions.map((href, i) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {directions.length > 1
                    ? t('openInGoogleMapsPart', { part: i + 1, parts: directions.length })
                    : t('openInGoogleMaps')}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('stops')}>
        {trip.stops.length === 0 ? (
          <p>{t('stopsEmpty')}</p>
        ) : (
          <ol>
            {trip.stops.map((s) => (
              <li key={s.position}>
                <h3>
                  <Link href={placePath(s.location.slug)}>{s.location.name}</Link>
                </h3>
                <p>{s.location.city}</p>
                {s.note ? <p lang={s.noteLang}>{s.note}</p> : null}
                {!s.note && s.location.summary ? <p lang={stopSummaryLang(s.location)}>{s.location.summary}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </Section>
      {experiences.length > 0 ? (
        <Section title={t('experiencesOnTrip')}>
          <ul>
            {experiences.map((e) => (
              <li key={e.slug}>
                <Link href={experiencePath(e.slug)}>{experienceName(e.slug, locale)}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <FeedbackWidget pageType="roadTrip" />
    </PageMain>
  );
}

/** A stop's place summary a Spanish page shows in English is marked so (lib/record-text). */
function stopSummaryLang(place: object): 'en' | undefined {
  return 'untranslated' in place && Array.isArray(place.untranslated) && place.untranslated.includes('summary')
    ? 'en'
    : undefined;
}

// A missing record is a server-rendered 404 (renderRecord).
export default function RoadTripPage(props: Props) {
  return renderRecord(() => RoadTripPageBody(props));
}
