import { getDb } from '@/lib/db/client';
import { getJwks } from '@/lib/idp/keys';

export const dynamic = 'force-dynamic';

/** The pool's public signing keys, as Cognito serves them. */
export async function GET() {
  return Response.json(await getJwks(await getDb()), { headers: { 'cache-control': 'public, max-age=3600' } });
}
