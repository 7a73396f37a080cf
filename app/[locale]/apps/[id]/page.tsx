import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { getTravelApp } from '@/lib/pages/apps';
import { appPath } from '@/lib/pages/paths';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const app = getTravelApp((await params).id);
  if (!app) return notFoundMetadata;
  return pageMetadata({ title: app.name, description: app.description, path: appPath(app.id) });
}

async function AppPageBody({ params }: Props) {
  const app = getTravelApp((await params).id);
  if (!app) notFound();
  return (
    <PageMain>
      <PageIntro
        title={app.name}
        lede={app.description}
        trail={[
          { name: 'Apps', path: appPath(app.id) },
          { name: app.name, path: appPath(app.id) },
        ]}
      />
      <Section title="What it does">
        <ul>
          {app.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Section>
      <Section title="Get the app">
        <p>The app is free. Search for “{app.storeSearch}” in the App Store on iPhone or on Google Play on Android.</p>
        <p>
          {app.id === 'road-trips' ? (
            <Link href="/road-trips">Browse the road trips on this site</Link>
          ) : (
            <Link href="/experience-alabama/civil-rights-legacy">
              Explore Alabama’s civil rights legacy on this site
            </Link>
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
