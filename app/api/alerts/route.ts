import { route } from '@/lib/api/handler';
import { ALERTS_CACHE_CONTROL, getActiveAlerts } from '@/lib/alerts';

export const dynamic = 'force-dynamic';

/** The alert banners (the reduced set). */
export const GET = route(async () =>
  Response.json(await getActiveAlerts(), { headers: { 'Cache-Control': ALERTS_CACHE_CONTROL } }),
);
