import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs, Prose } from '@/components/content/prose';
import { PlaceFacts } from '@/components/places/place-facts';
import { PlaceMap } from '@/components/places/place-map';
import { LazyLocationActions as LocationActions } from '@/components/trips/lazy-location-actions';
import { JsonLd } from '@/components/seo/json-ld';
import { EXPERIENCES, RESPONSIBLY_BADGE_ID, STATIC_PARAMS_AT_BUILD, WONDERS_BADGE_ID } from '@/lib/constants';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { getFeaturedLocations, getLocalizedLocation, localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import type { Locale } from '@/lib/i18n/locales';
import { localizeEvents } from '@/lib/events';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import { getEventsNear } from '@/lib/pages/events';
import { experiencePath, idOrSlug, placePath } from '@/lib/pages/paths';
import { getPlacesNear } from '@/lib/pages/places';
import { supplementLocation } from '@/lib/places-supplement';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { redirectIdToSlug } from '@/lib/seo/slug-redirect';
import { place as placeJsonLd } from '@/lib/seo/structured-data';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// The featured ones are built with the site; any other is rendered on its first request, then cached.
export async function generateStaticParams() {
  return (await getFeaturedLocations(STATIC_PARAMS_AT_BUILD)).map((place) => ({ id: String(place.id) }));
}

type Props = { params: Promise<{ id: string; locale?: string }> };

// Detail in the page's language, then the places-supplement fill-in (docs/SPEC.md section 7); a
// failed supplement keeps the stored place.
const load = cache(async (id: string, locale: Locale) => {
  const place = await getLocalizedLocation(idOrSlug(id), locale);
  return place ? supplementLocation(place) : null;
});

const BADGE_LABELS = {
  [WONDERS_BADGE_ID]: 'badgeWonder',
  [RESPONSIBLY_BADGE_ID]: 'badgeResponsibly',
} as Record<number, 'badgeWonder' | 'badgeResponsibly' | undefined>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const place = await load(p.id, localeParam(p));
  if (!place) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('places')]);
  return pageMetadata({
    title: fitTitle(`${place.name}, ${place.city}`, place.name),
    description: place.summary || t('placeDescription', { name: place.name, city: place.city }),
    path: localePath(locale, placePath(place.slug)),
    card: { kind: 'place', key: place.slug },
    image: place.image,
  });
}

async function AttractionPageBody({ params }: Props) {
  const p = await params;
  const key = p.id;
  const locale = localeParam(p);
  const [place, t] = await Promise.all([load(key, locale), getTranslations('places')]);
  if (!place) notFound();
  await redirectIdToSlug(key, placePath(place.slug));
  const lat = Number(place.latitude);
  const lng = Number(place.longitude);
  const [nearby, events] = await Promise.all([
    getPlacesNear(lat, lng, place.id).then((list) => localizeLocations(list, locale)),
    getEventsNear(lat, lng).then((list) => localizeEvents(list, locale)),
  ]);
  const experiences = EXPERIENCES.filter((e) => place.experience_ids.includes(e.id));
  const badges = place.badge_ids.flatMap((id) => {
    const label = BADGE_LABELS[id];
    return label ? [t(label)] : [];
  });
  return (
    <PageMain>
      <JsonLd data={placeJsonLd({ ...place, path: placePath(place.slug) })} />
      <PageIntro
        title={place.name}
        lede={place.summary}
        ledeLang={place.untranslated.includes('summary') ? 'en' : undefined}
        trail={[
          { name: t('placesToGo'), path: '/places-to-go' },
          { name: place.name, path: placePath(place.slug) },
        ]}
      >
        {badges.length > 0 ? <p>{badges.join(' · ')}</p> : null}
      </PageIntro>
      <LocationActions locationId={place.id} slug={place.slug} name={place.name} />
      <CardImage src={place.image} alt={place.image_alt} lead />
      <EnglishText when={place.untranslated.includes('description')}>
        <Paragraphs text={place.description} />
      </EnglishText>
      <UntranslatedNote fields={place.untranslated} />
      <Section title={t('planYourVisit')}>
        <PlaceFacts place={place} />
      </Section>
      <Section title={t('whereItIs')}>
        <PlaceMap place={place} nearby={nearby} mapHref="/places-to-go/map" />
      </Section>
      {experiences.length > 0 ? (
        <Section title={t('experiences')}>
          <ul>
            {experiences.map((e) => (
              <li key={e.id}>
                <Link href={experiencePath(e.slug)}>{experienceName(e.slug, locale)}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {place.html_attributions.length > 0 ? (
        <Prose html={`<p>${t('detailsFrom', { sources: place.html_attributions.join(', ') })}</p>`} />
      ) : null}
      <Section title={t('nearbyPlaces')}>
        <PlaceList places={nearby} empty={t('nearbyEmpty')} from={{ lat, lng }} />
      </Section>
      <Section title={t('eventsNearby')}>
        <EventList events={events} empty={t('eventsNearbyEmpty')} from={{ lat, lng }} />
      </Section>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function AttractionPage(props: Props) {
  return renderRecord(() => AttractionPageBody(props));
}
