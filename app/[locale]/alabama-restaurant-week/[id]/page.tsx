import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { cache } from 'react';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { getLocalizedRestaurantWeekEntry, restaurantWeekSentence } from '@/lib/restaurant-week';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { UntranslatedNote } from '@/components/content/untranslated';
import { formatDateRange } from '@/lib/pages/dates';
import { idOrSlug, placePath, restaurantWeekPath } from '@/lib/pages/paths';
import { getVenueSlug } from '@/lib/pages/venues';
import { JsonLd } from '@/components/seo/json-ld';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { restaurantWeekDescription, restaurantWeekJsonLd } from '@/lib/seo/entity-structured-data';
import { getLocation } from '@/lib/locations';
import { redirectIdToSlug } from '@/lib/seo/slug-redirect';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; locale?: string }> };
const load = cache(async (id: string, locale: Locale) => getLocalizedRestaurantWeekEntry(idOrSlug(id), locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const entry = await load(p.id, localeParam(p));
  if (!entry) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.restaurantWeek')]);
  const values = { name: entry.name, year: String(entry.year) };
  return pageMetadata({
    title: fitTitle(t('entryTitle', values), t('entryTitleShort', values)),
    description: locale === 'en' ? restaurantWeekDescription(entry) : restaurantWeekSentence(entry, locale).description,
    path: localePath(locale, restaurantWeekPath(entry.slug)),
    card: { kind: 'restaurant-week', key: entry.slug },
  });
}

async function RestaurantWeekEntryPageBody({ params }: Props) {
  const p = await params;
  const key = p.id;
  const entry = await load(key, localeParam(p));
  if (!entry) notFound();
  await redirectIdToSlug(key, restaurantWeekPath(entry.slug));
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.restaurantWeek')]);
  const [placeSlug, venue] = await Promise.all([
    getVenueSlug(entry.locationId),
    entry.locationId === null ? null : getLocation({ id: entry.locationId }),
  ]);
  const address = venue && { street: venue.address1, postal: venue.postal, website: venue.website };
  return (
    <PageMain>
      <JsonLd
        data={restaurantWeekJsonLd(
          { ...entry, address, path: restaurantWeekPath(entry.slug) },
          locale === 'en' ? undefined : restaurantWeekSentence(entry, locale),
        )}
      />
      <PageIntro
        title={entry.name}
        trail={[
          { name: t('heading'), path: '/alabama-restaurant-week' },
          { name: entry.name, path: restaurantWeekPath(entry.slug) },
        ]}
      >
        <p>
          {entry.city} · {formatDateRange(entry.startsOn, entry.endsOn, locale)}
          {entry.priceRange ? ` · ${entry.priceRange}` : ''}
        </p>
      </PageIntro>
      <Section title={t('menu')}>
        {entry.menuLang ? (
          <div lang={entry.menuLang}>
            <Paragraphs text={entry.menu} />
          </div>
        ) : (
          <Paragraphs text={entry.menu || t('menuSoon')} />
        )}
        <UntranslatedNote fields={entry.menuLang ? ['description'] : []} />
      </Section>
      {placeSlug ? (
        <p>
          <Link href={placePath(placeSlug)}>{t('venueLink', { name: entry.name })}</Link>
        </p>
      ) : null}
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function RestaurantWeekEntryPage(props: Props) {
  return renderRecord(() => RestaurantWeekEntryPageBody(props));
}
