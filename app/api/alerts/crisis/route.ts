import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { ALERTS_CACHE_CONTROL, getCrisisAlert } from '@/lib/alerts';
import { requestedLocale, SITE_LOCALE_HEADER } from '@/lib/forms/site-locale';
import { text } from '@/lib/validation/fields';

export const dynamic = 'force-dynamic';

const Query = z.object({ siteType: text().trim().min(1, 'is required').max(40).default('travel') });

/** The current crisis alert for a site type, or null, in the language the request asks for. */
export const GET = route(async (request) => {
  const { siteType } = parseQuery(request, Query);
  return Response.json(await getCrisisAlert(siteType, requestedLocale(request)), {
    headers: { 'Cache-Control': ALERTS_CACHE_CONTROL, Vary: SITE_LOCALE_HEADER },
  });
});
