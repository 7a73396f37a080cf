import { z } from 'zod';
import { route } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { CONTENT_PAGES } from '@/lib/constants';
import { withFallback } from '@/lib/content/fallback';
import { readLocalPage } from '@/lib/content/sources';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

const Slug = z.enum(CONTENT_PAGES, { error: 'is not a content page' });

/**
 * The embedded content service: the local pages in the ButterCMS response shape, preview off. In
 * English unless the request says `x-site-locale: es`; what the Spanish page lacks is English's.
 */
export const GET = route<{ slug: string }>(async (request, { params }) => {
  const parsed = Slug.safeParse((await params).slug);
  if (!parsed.success) throw notFound('No content page has that slug.');
  const locale = request.headers.get('x-site-locale');
  const english = await readLocalPage(parsed.data);
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return english;
  const translated = await readLocalPage(parsed.data, locale).catch(() => null);
  return translated ? withFallback(translated, english) : english;
});
