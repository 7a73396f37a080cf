import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { getAreas } from '@/lib/areas';
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

type Props = { params: Promise<{ type: string; area: string }> };

export async function generateMetadata({ params }: Props) {
  const { type, area } = await params;
  const view = mapViewOf({ type, area });
  const areaName = (await getAreas()).find((a) => a.slug === area)?.name;
  if (!view || !areaName) return localizedNotFoundMetadata();
  const locale = await getLocale();
  return pageMetadata({
    title: mapViewTitle(view, areaName, locale),
    description: mapViewDescription(view, areaName, locale),
    path: localePath(locale, `/places-to-go/map/${type}/${area}`),
  });
}

export default async function MapTypeAreaRoute({ params }: Props) {
  return renderRecord(async () => {
    const segments = await params;
    const view = mapViewOf(segments);
    // A well-formed slug that names no area (`/places-to-go/map/see/atlantis`) is a 404 too.
    if (!view || !(await getAreas()).some((a) => a.slug === segments.area)) notFound();
    return <MapPage state={view} />;
  });
}
