import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { getTravelApp } from '@/lib/pages/apps';
import { appPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const app = getTravelApp((await params).id, await getLocale());
  if (!app) return localizedNotFoundMetadata();
  return pageMetadata({ title: app.name, description: app.description, path: appPath(app.id) });
}

async function AppPageBody({ params }: Props) {
  const [{ id }, locale, t, crumbs] = await Promise.all([
    params,
    getLocale(),
    getTranslations('editorial.apps'),
    getTranslations('editorial.crumbs'),
  ]);
  const app = getTravelApp(id, locale);
  if (!app) notFound();
  return (
    <PageMain>
      <PageIntro
        title={app.name}
        lede={app.description}
        trail={[
          { name: crumbs('apps'), path: appPath(app.id) },
          { name: app.name, path: appPath(app.id) },
        ]}
      />
      <Section title={t('whatItDoes')}>
        <ul>
          {app.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('getTheApp')}>
        <p>{t('storeSearch', { name: app.storeSearch })}</p>
        <p>
          {app.id === 'road-trips' ? (
            <Link href="/road-trips">{t('browseRoadTrips')}</Link>
          ) : (
            <Link href="/experience-alabama/civil-rights-legacy">{t('exploreCivilRights')}</Link>
          )}
        </p>
      </Section>
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function AppPage(props: Props) {
  return renderRecord(() => AppPageBody(props));
}
