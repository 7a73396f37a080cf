import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { listRestaurantWeek } from '@/lib/restaurant-week';
import { formatDateRange } from '@/lib/pages/dates';
import { restaurantWeekPath } from '@/lib/pages/paths';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.restaurantWeek')]);
  return pageMetadata({
    title: t('heading'),
    description: t('description'),
    path: localePath(locale, '/alabama-restaurant-week'),
  });
}

export default async function RestaurantWeekPage() {
  const [{ year, entries }, locale, t] = await Promise.all([
    listRestaurantWeek(),
    getLocale(),
    getTranslations('pages.restaurantWeek'),
  ]);
  const first = entries[0];
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: '/alabama-restaurant-week' }]}>
        {first ? <p>{formatDateRange(first.startsOn, first.endsOn, locale)}</p> : null}
      </PageIntro>
      <Paragraphs text={t('about')} />
      <Section title={year ? t('participantsYear', { year: String(year) }) : t('participants')}>
        <CardGrid
          empty={t('empty')}
          items={entries.map((e) => ({
            key: e.id,
            href: restaurantWeekPath(e.slug),
            title: e.name,
            meta: [e.city, e.priceRange].filter(Boolean).join(' · '),
          }))}
        />
      </Section>
    </PageMain>
  );
}
