import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { EventFilterForm } from '@/components/events/event-filter-form';
import { getLocalizedAreas } from '@/lib/areas';
import { localizeEvents } from '@/lib/events';
import { localeParam } from '@/lib/record-text';
import { EXPERIENCES } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';
import { findEvents } from '@/lib/pages/events';
import { formatDateRange } from '@/lib/pages/dates';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const EVENTS_PATH = '/festivals-and-events';

/** The listing's first page keeps its own description; any other view says which events it lists. */
export async function eventsMetadata(canonical: string, view: ListingView = {}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('events')]);
  const page = viewPage(view);
  const experience = EXPERIENCES.find((e) => e.slug === view.experience);
  const region = view.region
    ? (await getLocalizedAreas(localeParam({ locale }))).find((r) => r.slug === view.region)
    : undefined;
  const filtered = Boolean(experience || region || view.from || view.to);
  const place = region ? `${region.name}, Alabama` : 'Alabama';
  const date = (day: string) => formatDateRange(day, day, locale);
  const description =
    filtered || page > 1
      ? t('viewDescription', {
          what: experience
            ? t('viewWhatExperience', { experience: experienceName(experience.slug, locale), place })
            : t('viewWhatAll', { place }),
          when: [
            view.from ? t('viewFrom', { date: date(view.from) }) : '',
            view.to ? t('viewUntil', { date: date(view.to) }) : '',
          ]
            .filter(Boolean)
            .map((part) => ` ${part}`)
            .join(''),
          page: page > 1 ? t('viewPage', { page }) : '',
        })
      : t('description');
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page }) : t('title'),
    description,
    path: localePath(locale, canonical),
  });
}

/** One view of the events listing; a region no area has, or a page past the last, is the 404. */
export async function EventsView({ view }: { view: ListingView }) {
  const [t, locale] = await Promise.all([
    getTranslations('events'),
    getLocale().then((locale) => localeParam({ locale })),
  ]);
  const regions = await getLocalizedAreas(locale);
  const region = regions.find((r) => r.slug === view.region);
  if (view.region && !region) notFound();
  const experience = EXPERIENCES.find((e) => e.slug === view.experience);
  const page = viewPage(view);
  const result = await findEvents({
    from: view.from,
    to: view.to,
    experienceId: experience?.id,
    regionId: region?.id,
    page,
  });
  if (result.page !== page) notFound();
  const events = await localizeEvents(result.items, locale);
  const filters = { from: view.from, to: view.to, experience: view.experience, region: view.region, page };
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: EVENTS_PATH }]} lede={t('lede')} />
      <EventFilterForm filters={filters} regions={regions} />
      <p role="status">{t('found', { count: result.total })}</p>
      <EventList headingLevel={2} events={events} empty={t('empty')} />
      <Pagination
        path={EVENTS_PATH}
        page={result.page}
        pageCount={result.pageCount}
        label={t('pagesLabel')}
        query={{ from: view.from, to: view.to, experience: view.experience, region: view.region }}
      />
    </PageMain>
  );
}
