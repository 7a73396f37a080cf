import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CardGrid, cardLangs } from '@/components/content/card-grid';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { RoadTripList } from '@/components/content/road-trip-list';
import { listArticles, localizeArticles } from '@/lib/articles';
import { localizeEvents } from '@/lib/events';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { filterLocations, localizeLocations } from '@/lib/locations';
import { findEvents } from '@/lib/pages/events';
import { getExperience } from '@/lib/pages/experiences';
import { listCuisines, localizeCuisine } from '@/lib/pages/cuisines';
import { articlePath, cuisinePath, experiencePath } from '@/lib/pages/paths';
import { sitePage } from '@/lib/navigation/site-pages';
import { localizeRoadTrips, searchRoadTrips } from '@/lib/road-trips';
import { localeParam } from '@/lib/record-text';
import { pageMetadata } from '@/lib/seo';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; locale?: string }> };

const OUTDOOR_PAGES = ['birding', 'yearOfTrails', 'stateParks', 'naturalWonders'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const experience = getExperience((await params).id, locale);
  if (!experience) return localizedNotFoundMetadata();
  const t = await getTranslations('pages.experiences');
  return pageMetadata({
    title: t('title', { name: experience.name }),
    description: experience.blurb,
    path: localePath(locale, experiencePath(experience.slug)),
    card: { kind: 'experience', key: experience.slug },
  });
}

async function ExperiencePageBody({ params }: Props) {
  const p = await params;
  const locale = localeParam(p);
  const experience = getExperience(p.id, locale);
  // Only the ten categories are experiences; any other {token} (docs/SPEC.md section 2.2) is a 404.
  if (!experience) notFound();
  const t = await getTranslations('pages.experiences');
  const [places, events, trips, articles, cuisines] = await Promise.all([
    filterLocations({ experience_types: [experience.id], limit: 24 }).then((list) => localizeLocations(list, locale)),
    findEvents({ experienceId: experience.id, pageSize: 6 }).then((found) => localizeEvents(found.items, locale)),
    searchRoadTrips({ experience: experience.slug }).then((list) => localizeRoadTrips(list, locale)),
    listArticles({ experience: experience.slug, pageSize: 6 }).then((found) => localizeArticles(found.items, locale)),
    experience.slug === 'food-and-drink'
      ? listCuisines().then((list) => list.map((c) => localizeCuisine(c, locale)))
      : Promise.resolve([]),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={experience.name}
        lede={experience.blurb}
        trail={[
          { name: t('crumb'), path: '/experience-alabama' },
          { name: experience.name, path: experiencePath(experience.slug) },
        ]}
      />
      <p>
        <Link href={`/places-to-go/map/experiences/${experience.slug}`}>
          {t('onTheMap', { name: experience.name })}
        </Link>
      </p>
      {experience.slug === 'outdoor' ? (
        <Section title={t('getOutside')}>
          <CardGrid
            items={OUTDOOR_PAGES.map((name) => sitePage(name, locale)).map((p) => ({
              key: p.href,
              href: p.href,
              title: p.label,
            }))}
          />
        </Section>
      ) : null}
      {cuisines.length > 0 ? (
        <Section title={t('cuisines')}>
          <CardGrid
            items={cuisines.map((c) => ({
              key: c.slug,
              href: cuisinePath(c.slug),
              title: c.name,
              text: c.description,
              textLang: c.lang,
            }))}
          />
        </Section>
      ) : null}
      <Section title={t('places')}>
        <PlaceList places={places} />
      </Section>
      <Section title={t('upcomingEvents')}>
        <EventList events={events} />
      </Section>
      <Section title={t('roadTrips')}>
        <RoadTripList trips={trips} />
      </Section>
      <Section title={t('stories')}>
        <CardGrid
          empty={t('storiesEmpty')}
          items={articles.map((a) => ({
            key: a.id,
            href: articlePath(a.slug),
            title: a.title,
            text: a.summary,
            image: a.image,
            imageAlt: a.imageAlt,
            ...cardLangs(a),
          }))}
        />
      </Section>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function ExperiencePage(props: Props) {
  return renderRecord(() => ExperiencePageBody(props));
}
