import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeContent } from '@/components/home/home-content';
import { JsonLd } from '@/components/seo/json-ld';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { organization } from '@/lib/seo/structured-data';

// Rebuilt at most hourly; an editor's webhook to /api/revalidate refreshes it at once.
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [t, { seo }] = await Promise.all([getTranslations('home'), getPage('home')]);
  const metadata = await pageMetadata({
    title: seo.title || t('pageHeading'),
    description: seo.description || t('experiencesIntro'),
    path: '/',
    image: seo.image || null,
  });
  return { ...metadata, title: { absolute: seo.title || t('pageHeading') } };
}

export default async function HomePage() {
  const [t, page] = await Promise.all([getTranslations('home'), getPage('home')]);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <JsonLd data={organization()} />
      <h1 className="visually-hidden">{t('pageHeading')}</h1>
      <HomeContent page={page} />
    </main>
  );
}
