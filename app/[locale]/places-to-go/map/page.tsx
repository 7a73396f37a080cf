import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MapPage } from '@/components/map/map-page';
import { EMPTY_MAP_STATE } from '@/components/map/map-state';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

// Every visitor gets the same page from the ISR cache; a view chosen by query string is rewritten
// to a cached page of its own (lib/map/view-path.ts).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('map')]);
  return pageMetadata({
    title: t('pageTitle'),
    description: t('viewDescriptionAll', { where: 'Alabama' }),
    path: localePath(locale, '/places-to-go/map'),
  });
}

export default function MapRoute() {
  return <MapPage state={EMPTY_MAP_STATE} />;
}
