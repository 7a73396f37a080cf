import { permanentRedirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale';

/**
 * A record asked for by its numeric id answers 308 to its slug URL in the page's language, so that
 * each page has one address (the menus once linked /places-to-go/areas/1, a copy of the slug page).
 */
export async function redirectIdToSlug(key: string, slugPath: string): Promise<void> {
  if (/^\d{1,9}$/.test(key)) permanentRedirect(localePath(await requestLocale(), slugPath));
}
