import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { MapPage } from '@/components/map/map-page';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { getAreas } from '@/lib/areas';
import { mapHref } from '@/lib/map/map-state';
import { mapViewFromSegment } from '@/lib/map/view-path';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;
export const dynamicParams = true;

// A view chosen by query string (/places-to-go/map?area=…&experience=…), reached through the
// proxy's rewrite (lib/map/view-path.ts), rendered on its first request, then cached.
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ view: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = mapViewFromSegment((await params).view);
  if (!view) return localizedNotFoundMetadata();
  const areaName = (await getAreas()).find((a) => a.slug === view.area)?.name;
  const locale = await getLocale();
  return pageMetadata({
    title: mapViewTitle(view, areaName, locale),
    description: mapViewDescription(view, areaName, locale),
    path: localePath(locale, mapHref(view)),
  });
}

export default async function MapViewRoute({ params }: Props) {
  return renderRecord(async () => {
    const view = mapViewFromSegment((await params).view);
    if (!view) notFound();
    return <MapPage state={view} />;
  });
}
