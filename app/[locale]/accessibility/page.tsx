import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { ACCESSIBILITY } from '@/lib/pages/editorial/legal';
import { ACCESSIBILITY_ES } from '@/lib/pages/editorial/legal.es';
import { JsonLd } from '@/components/seo/json-ld';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { organization } from '@/lib/seo/structured-data';

export const revalidate = 3600;

const pageIn = (locale: Locale) => (locale === 'es' ? ACCESSIBILITY_ES : ACCESSIBILITY);

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const page = pageIn(locale);
  return pageMetadata({ ...page, path: localePath(locale, page.path) });
}

export default async function Page() {
  return (
    <EditorialView page={pageIn(await getLocale())}>
      <JsonLd data={organization()} />
    </EditorialView>
  );
}
