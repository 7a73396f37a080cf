import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TAGS, type ContentPageSlug } from '@/lib/constants';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/** Remote content is cached for an hour unless an editor's webhook refreshes it by tag first. */
const CONTENT_REVALIDATE_S = 3600;

export const CONTENT_DIR = path.join(process.cwd(), 'content');

/**
 * The local content service, in the ButterCMS response shape: content/<slug>.json in English,
 * content/<locale>/<slug>.json in another language.
 */
export async function readLocalPage(slug: ContentPageSlug, locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  const dir = locale === DEFAULT_LOCALE ? CONTENT_DIR : path.join(/*turbopackIgnore: true*/ CONTENT_DIR, locale);
  const file = path.join(/*turbopackIgnore: true*/ dir, `${slug}.json`);
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * ButterCMS, with the preview flag off (docs/SPEC.md section 1). English is Butter's default locale
 * and is asked for without one; another language passes Butter's `locale` parameter, which also
 * keeps the two languages apart in the fetch cache (its key is the URL). Both carry the content
 * tag, so one editor's webhook refreshes every language.
 */
export async function fetchButterPage(slug: ContentPageSlug, token: string, locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  // new URL(path, base) would drop a path prefix on the base (a proxy's /butter/), so join by hand.
  const base = env().BUTTER_CMS_BASE_URL.replace(/\/+$/, '');
  const url = new URL(`${base}/v2/pages/*/${encodeURIComponent(slug)}/`);
  url.searchParams.set('auth_token', token);
  url.searchParams.set('preview', '0');
  if (locale !== DEFAULT_LOCALE) url.searchParams.set('locale', locale);
  const response = await fetch(url, { next: { tags: [TAGS.content], revalidate: CONTENT_REVALIDATE_S } });
  if (!response.ok) throw new Error(`ButterCMS answered ${response.status} for page ${slug}`);
  return response.json();
}

/** The configured source: ButterCMS when its token is set, else the local pages. */
export async function loadRawPage(slug: ContentPageSlug, locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  const token = env().BUTTER_CMS_TOKEN;
  return token ? fetchButterPage(slug, token, locale) : readLocalPage(slug, locale);
}
