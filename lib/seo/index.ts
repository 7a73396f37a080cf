import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/constants';
import { env } from '@/lib/env';
import { LANGUAGE_TAGS, LOCALES, localePath, OPEN_GRAPH_LOCALES, splitLocale, type Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';
import { shareCardPath, SHARE_CARD_SIZE, type ShareCardKind } from './share-card';

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** The page's own share card (app/share-card), named as its og:image. */
  card?: { kind: ShareCardKind; key: string };
};

/** The absolute URL of a site path, for canonical links, Open Graph and JSON-LD. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}

const DESCRIPTION_MAX = 160;

const SITE_CARD = { url: '/opengraph-image', width: 1200, height: 630, type: 'image/png' };

/** A meta description cut at a word boundary so that search results show it whole. */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Longest title before " | <site name>" that search results show whole. */
export const TITLE_MAX = 60;

/**
 * The first of a page's candidate titles, longest and most specific first, that fits in TITLE_MAX;
 * when none does, the last is cut at a word boundary.
 */
export function fitTitle(...candidates: string[]): string {
  const fitting = candidates.find((title) => title.length <= TITLE_MAX);
  return fitting ?? clipDescription(candidates[candidates.length - 1]!, TITLE_MAX);
}

const isRaster = (image: string | null | undefined): image is string => Boolean(image) && !/\.svg(\?|$)/i.test(image!);

/** The absolute URL of a record's share card, a PNG. */
export function shareCardUrl(kind: ShareCardKind, key: string): string {
  return absoluteUrl(shareCardPath(kind, key));
}

/** A raster picture for structured data: the record's photo when it has one, its share card otherwise. */
export function rasterImageUrl(image: string | null | undefined, card: { kind: ShareCardKind; key: string }): string {
  return isRaster(image) ? absoluteUrl(image) : shareCardUrl(card.kind, card.key);
}

/**
 * A page's address in each language, for hreflang: `path` as English writes it. Both versions
 * name both, and English is also the default for any other language.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [LANGUAGE_TAGS[locale], absoluteUrl(localePath(locale, path))]),
  );
  return { ...languages, 'x-default': absoluteUrl(path) };
}

/** The canonical URL of a page in the language being rendered, and its twins in the others. */
function alternatesOf(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  // A path given in the page's language (/es/trails) is the same page as its English path.
  const english = splitLocale(path).path;
  return { canonical: absoluteUrl(localePath(locale, english)), languages: languageAlternates(english) };
}

/** Title, description, canonical URL, hreflang and Open Graph for one page, in the page's language. */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  card,
}: PageSeo): Promise<Metadata> {
  const locale = await requestLocale();
  const alternates = alternatesOf(path, locale);
  const url = alternates.canonical as string;
  const text = clipDescription(description);
  return {
    title,
    description: text,
    alternates,
    openGraph: {
      title,
      description: text,
      url,
      siteName: SITE_NAME,
      type,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
      // Networks do not preview SVG. A page's openGraph replaces its parents' (the root card is not
      // inherited): a record names its own card, another page its raster picture or the site's card
      // (app/opengraph-image.tsx).
      images: [
        card
          ? { url: shareCardUrl(card.kind, card.key), ...SHARE_CARD_SIZE, type: 'image/png' }
          : isRaster(image)
            ? { url: absoluteUrl(image) }
            : { ...SITE_CARD, url: absoluteUrl(SITE_CARD.url) },
      ],
    },
    twitter: { card: card || isRaster(image) ? 'summary_large_image' : 'summary', title, description: text },
  };
}

/** The metadata of a page that does not exist, so crawlers get no canonical for it. */
export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * An account page (sign in, sign up, password reset, confirmation): kept out of search results,
 * its links still followed. Several addresses for one screen (/login and /sign-in) name one canonical.
 */
export async function accountPageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description?: string;
  path: string;
}): Promise<Metadata> {
  const alternates = alternatesOf(path, await requestLocale());
  return { title, description, alternates, robots: { index: false, follow: true } };
}
