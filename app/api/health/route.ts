import { sql } from 'drizzle-orm';
import { route } from '@/lib/api/handler';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/** Liveness and database readiness, for load balancers and the test runner. */
export const GET = route(async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { status: 'ok' };
});
