import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid, cardLangs } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { localePath } from '@/lib/i18n/locales';
import { trailPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';
import { listTrails, localizeTrails } from '@/lib/trails';
import { localeParam } from '@/lib/record-text';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.trails')]);
  return pageMetadata({ title: t('title'), description: t('description'), path: localePath(locale, '/trails') });
}

export default async function TrailsPage({ params }: { params: Promise<{ locale?: string }> }) {
  const locale = localeParam(await params);
  const [trails, t] = await Promise.all([
    listTrails().then((list) => localizeTrails(list, locale)),
    getTranslations('pages.trails'),
  ]);
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: '/trails' }]} lede={t('lede')} />
      <CardGrid
        headingLevel={2}
        empty={t('empty')}
        items={trails.map((trail) => ({
          key: trail.id,
          href: trailPath(trail.slug),
          title: trail.name,
          text: trail.summary,
          image: trail.image,
          imageAlt: trail.imageAlt,
          ...cardLangs(trail),
        }))}
      />
    </PageMain>
  );
}
