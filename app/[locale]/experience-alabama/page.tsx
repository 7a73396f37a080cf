import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { localePath } from '@/lib/i18n/locales';
import { listExperiences } from '@/lib/pages/experiences';
import { experiencePath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.experiences')]);
  return pageMetadata({
    title: t('heading'),
    description: t('description'),
    path: localePath(locale, '/experience-alabama'),
  });
}

export default async function ExperiencesPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.experiences')]);
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('crumb'), path: '/experience-alabama' }]} lede={t('lede')} />
      <CardGrid
        headingLevel={2}
        items={listExperiences(locale).map((e) => ({
          key: e.id,
          href: experiencePath(e.slug),
          title: e.name,
          text: e.blurb,
        }))}
      />
    </PageMain>
  );
}
