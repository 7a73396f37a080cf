import type { Locale } from '@/lib/i18n/locales';

/** The words after the site's name in the home page's title. */
export const SITE_TAGLINE: Record<Locale, string> = { en: 'Sweet Home Alabama', es: 'Sweet Home Alabama' };

/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION: Record<Locale, string> = {
  en: 'Plan a trip to Alabama: places to go, events, road trips, trails and a free vacation guide.',
  es: 'Planee un viaje a Alabama: lugares para visitar, eventos, rutas por carretera, senderos y una guía de vacaciones gratis.',
};
