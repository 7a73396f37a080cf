import 'server-only';
import { cache } from 'react';
import type { ContentPageSlug } from '@/lib/constants';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { withFallback } from './fallback';
import { emptyPage, reshapePage } from './reshape';
import { ButterPageResponseSchema, type ButterFields } from './schemas';
import { loadRawPage } from './sources';
import type { ContentPage } from './types';

export type * from './types';

async function loadFields(slug: ContentPageSlug, locale: Locale): Promise<ButterFields | null> {
  try {
    const raw = await loadRawPage(slug, locale);
    return ButterPageResponseSchema.parse(raw).fields;
  } catch (error) {
    const language = locale === DEFAULT_LOCALE ? '' : ` in ${locale}`;
    console.error(`Content page "${slug}" failed to load${language}:`, error instanceof Error ? error.message : error);
    return null;
  }
}

// Keyed by slug and language, so a render never mixes the two.
const loadPage = cache(async (slug: ContentPageSlug, locale: Locale): Promise<ContentPage> => {
  if (locale === DEFAULT_LOCALE) {
    const fields = await loadFields(slug, locale);
    return fields ? reshapePage(slug, fields) : emptyPage(slug);
  }
  const [english, translated] = await Promise.all([loadFields(slug, DEFAULT_LOCALE), loadFields(slug, locale)]);
  const fields = english && translated ? withFallback(translated, english) : (translated ?? english);
  return fields ? reshapePage(slug, fields) : emptyPage(slug);
});

/**
 * One content page in the app's shape, in the language being rendered unless `locale` says
 * otherwise. What a translation lacks is taken from English. A failure to load or parse is logged
 * and gives an empty page, so the page around it still renders (docs/SPEC.md section 8).
 */
export async function getPage(slug: ContentPageSlug, locale?: Locale): Promise<ContentPage> {
  return loadPage(slug, locale ?? (await renderedLocale()));
}

/** next/root-params exists only in Next's compiled server; anywhere else (a test, a script) it is English. */
async function renderedLocale(): Promise<Locale> {
  try {
    const { requestLocale } = await import('@/lib/i18n/request-locale');
    return await requestLocale();
  } catch {
    return DEFAULT_LOCALE;
  }
}
