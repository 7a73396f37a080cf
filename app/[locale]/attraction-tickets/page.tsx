import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import type { Locale } from '@/lib/i18n/locales';
import { filterLocations, localizeLocations } from '@/lib/locations';
import { ATTRACTION_TICKETS } from '@/lib/pages/editorial/campaigns';
import { ATTRACTION_TICKETS_ES } from '@/lib/pages/editorial/attraction-tickets.es';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

const pageIn = (locale: Locale) => (locale === 'es' ? ATTRACTION_TICKETS_ES : ATTRACTION_TICKETS);

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pageIn(await getLocale()));
}

export default async function Page() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('placeDetails')]);
  const list = (await filterLocations({ category: 'attraction', limit: 60 })).filter((p) => p.website);
  const places = await localizeLocations(list, locale);
  return (
    <EditorialView page={pageIn(locale)}>
      <Section title={t('attractions')}>
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
