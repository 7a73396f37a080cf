import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RegionGrid } from '@/components/places/region-grid';
import { getLocalizedAreas } from '@/lib/areas';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

// /places-to-go/regions and /places-to-go/areas are the same page (docs/SPEC.md section 2.2); this is the canonical one.
export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('places')]);
  return pageMetadata({
    title: t('regionsTitle'),
    description: t('regionsDescription'),
    path: localePath(locale, '/places-to-go/regions'),
  });
}

export default async function RegionsPage({ params }: { params: Promise<{ locale?: string }> }) {
  const t = await getTranslations('places');
  const regions = await getLocalizedAreas(localeParam(await params));
  return (
    <PageMain>
      <PageIntro
        title={t('regionsTitle')}
        trail={[
          { name: t('placesToGo'), path: '/places-to-go' },
          { name: t('regions'), path: '/places-to-go/regions' },
        ]}
        lede={t('regionsLede')}
      />
      <RegionGrid headingLevel={2} regions={regions} />
    </PageMain>
  );
}
