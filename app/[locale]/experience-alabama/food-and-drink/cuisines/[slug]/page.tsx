import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { localePath } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';
import { getCuisine, localizeCuisine } from '@/lib/pages/cuisines';
import { cuisinePath, experiencePath } from '@/lib/pages/paths';
import { getPlacesByCuisine } from '@/lib/pages/places';
import { localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import type { Locale } from '@/lib/i18n/locales';
import { EnglishText } from '@/components/content/untranslated';
import { pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; locale?: string }> };
const load = cache(async (slug: string, locale: Locale) => {
  const cuisine = await getCuisine(slug);
  return cuisine ? localizeCuisine(cuisine, locale) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const cuisine = await load(p.slug, localeParam(p));
  if (!cuisine) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.experiences')]);
  return pageMetadata({
    title: t('cuisineTitle', { name: cuisine.name }),
    description: cuisine.description || t('cuisineDescription', { name: cuisine.name }),
    path: localePath(locale, cuisinePath(cuisine.slug)),
    card: { kind: 'cuisine', key: cuisine.slug },
  });
}

async function CuisinePageBody({ params }: Props) {
  const p = await params;
  const cuisine = await load(p.slug, localeParam(p));
  if (!cuisine) notFound();
  const locale = localeParam(p);
  const [places, t] = await Promise.all([
    getPlacesByCuisine(cuisine.slug).then((list) => localizeLocations(list, locale)),
    getTranslations('pages.experiences'),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={cuisine.name}
        trail={[
          { name: t('crumb'), path: '/experience-alabama' },
          { name: experienceName('food-and-drink', locale), path: experiencePath('food-and-drink') },
          { name: cuisine.name, path: cuisinePath(cuisine.slug) },
        ]}
      />
      <EnglishText when={cuisine.lang === 'en'}>
        <Paragraphs text={cuisine.description} />
      </EnglishText>
      <Section title={t('whereToEat', { name: cuisine.name.toLowerCase() })}>
        <PlaceList places={places} empty={t('cuisineEmpty')} />
      </Section>
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function CuisinePage(props: Props) {
  return renderRecord(() => CuisinePageBody(props));
}
