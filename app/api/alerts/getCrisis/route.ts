import { route } from '@/lib/api/handler';
import { listCrisisAlerts } from '@/lib/alerts';
import { requestedLocale } from '@/lib/forms/site-locale';

export const dynamic = 'force-dynamic';

/** Every active crisis alert with its updated_at, newest first. */
export const GET = route(async (request) => listCrisisAlerts(undefined, requestedLocale(request)));
