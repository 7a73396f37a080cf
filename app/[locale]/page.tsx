import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { HOME_MESSAGES as M } from '@/components/home/messages';
import { JsonLd } from '@/components/seo/json-ld';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { organization } from '@/lib/seo/structured-data';

// Rebuilt at most hourly; an editor's webhook to /api/revalidate refreshes it at once.
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('home');
  const metadata = await pageMetadata({
    title: seo.title || M.pageHeading,
    description: seo.description || M.experiencesIntro,
    path: '/',
    image: seo.image || null,
  });
  return { ...metadata, title: { absolute: seo.title || M.pageHeading } };
}

export default async function HomePage() {
  const page = await getPage('home');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <JsonLd data={organization()} />
      <h1 className="visually-hidden">{M.pageHeading}</h1>
      <HomeContent page={page} />
    </main>
  );
}
