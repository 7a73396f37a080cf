import { route } from '@/lib/api/handler';
import { ALERTS_CACHE_CONTROL, getActiveAlerts } from '@/lib/alerts';
import { requestedLocale, SITE_LOCALE_HEADER } from '@/lib/forms/site-locale';

export const dynamic = 'force-dynamic';

/** The alert banners (the reduced set), in the language the request asks for (`x-site-locale`). */
export const GET = route(async (request) =>
  Response.json(await getActiveAlerts(requestedLocale(request)), {
    headers: { 'Cache-Control': ALERTS_CACHE_CONTROL, Vary: SITE_LOCALE_HEADER },
  }),
);
