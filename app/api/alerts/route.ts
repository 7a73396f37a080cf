import { route } from '@/lib/api/handler';
import { getActiveAlerts } from '@/lib/alerts';

export const dynamic = 'force-dynamic';

/** The alert banners (the reduced set). */
export const GET = route(async () => getActiveAlerts());
