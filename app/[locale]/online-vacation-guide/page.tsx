import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/content/card-grid';
import { CardImage } from '@/components/content/card-image';
import { EventList } from '@/components/content/event-list';
import { PageMain, Section } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { getLocalizedAreas } from '@/lib/areas';
import { getPage } from '@/lib/content';
import { Link } from '@/lib/i18n/navigation';
import { findEvents } from '@/lib/pages/events';
import { listExperiences } from '@/lib/pages/experiences';
import { areaPath, experiencePath } from '@/lib/pages/paths';
import { localizeEvents } from '@/lib/events';
import { getFeaturedRoadTrips, localizeRoadTrips } from '@/lib/road-trips';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('guides');
  return pageMetadata({ title: t('onlineTitle'), description: t('onlineDescription'), path: '/online-vacation-guide' });
}

// Shown without the site header (docs/SPEC.md section 2.2): components/shell/header-gate.tsx leaves it out on this path.
export default async function OnlineVacationGuidePage() {
  const locale = await getLocale();
  const [t, guide, regions, trips, events] = await Promise.all([
    getTranslations('guides'),
    getPage('vacation-guide', locale),
    getLocalizedAreas(locale),
    getFeaturedRoadTrips().then((list) => localizeRoadTrips(list, locale)),
    findEvents({ pageSize: 6 }).then((found) => localizeEvents(found.items, locale)),
  ]);
  return (
    <PageMain>
      <header>
        <p>
          <Link href="/">{t('onlineBack')}</Link> · <Link href="/vacation-guide">{t('onlineOrder')}</Link>
        </p>
        <h1>{t('onlineHeading')}</h1>
        <CardImage src={guide.guideImage || null} alt={guide.guideImageAlt} />
        <nav aria-label={t('onlineContents')}>
          <ol>
            <li>
              <a href="#regions">{t('regions')}</a>
            </li>
            <li>
              <a href="#experiences">{t('experiences')}</a>
            </li>
            <li>
              <a href="#road-trips">{t('roadTrips')}</a>
            </li>
            <li>
              <a href="#events">{t('events')}</a>
            </li>
          </ol>
        </nav>
      </header>
      <Section title={t('regions')} id="regions">
        <CardGrid
          items={regions.map((r) => ({
            key: r.id,
            href: areaPath(r.slug),
            title: r.name,
            text: r.summary,
            image: r.image,
          }))}
        />
      </Section>
      <Section title={t('experiences')} id="experiences">
        <CardGrid
          items={listExperiences(locale).map((e) => ({
            key: e.id,
            href: experiencePath(e.slug),
            title: e.name,
            text: e.blurb,
          }))}
        />
      </Section>
      <Section title={t('roadTrips')} id="road-trips">
        <RoadTripList trips={trips} />
      </Section>
      <Section title={t('events')} id="events">
        <EventList events={events} />
      </Section>
    </PageMain>
  );
}
