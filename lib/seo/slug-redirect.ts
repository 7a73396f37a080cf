import { permanentRedirect } from 'next/navigation';

/**
 * A record asked for by its numeric id answers 308 to its slug URL, so that each page has one
 * address (the menus once linked /places-to-go/areas/1, a copy of the slug page).
 */
export function redirectIdToSlug(key: string, slugPath: string): void {
  if (/^\d{1,9}$/.test(key)) permanentRedirect(slugPath);
}
