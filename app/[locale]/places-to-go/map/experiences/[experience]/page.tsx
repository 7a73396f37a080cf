import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { mapViewOf } from '@/lib/map/view-path';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;
export const dynamicParams = true;

// Each view is rendered on its first request, then cached.
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ experience: string }> };

export async function generateMetadata({ params }: Props) {
  const { experience } = await params;
  const view = mapViewOf({ experience });
  if (!view) return localizedNotFoundMetadata();
  const locale = await getLocale();
  return pageMetadata({
    title: mapViewTitle(view, null, locale),
    description: mapViewDescription(view, null, locale),
    path: localePath(locale, `/places-to-go/map/experiences/${experience}`),
  });
}

export default async function MapExperienceRoute({ params }: Props) {
  return renderRecord(async () => {
    const view = mapViewOf(await params);
    if (!view) notFound();
    return <MapPage state={view} />;
  });
}
