import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { COVID_19 } from '@/lib/pages/editorial/trip-planning';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(COVID_19, await getLocale()));
}

export default async function Page() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('editorial.crumbs')]);
  const page = editorialIn(COVID_19, locale);
  return (
    <EditorialView
      page={page}
      trail={[
        { name: t('stayingSafe'), path: '/my-trip/staying-safe' },
        { name: page.title, path: page.path },
      ]}
    />
  );
}
