import { route } from '@/lib/api/handler';
import { listCrisisAlerts } from '@/lib/alerts';

export const dynamic = 'force-dynamic';

/** Every active crisis alert with its updated_at, newest first. */
export const GET = route(async () => listCrisisAlerts());
