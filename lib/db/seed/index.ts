import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { Db } from '../client';

/**
 * Seeds the real Alabama data set into an empty database. Safe to call on every start. With
 * MAIN_API_URL set, places, events and road trips live in that Main API, so only the site's own
 * content is seeded (and its presence, not the regions', says the seed ran).
 */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (await isSeeded(db)) return;
  const { seedAll, seedSiteOwned } = await import('./seed-all');
  await (env().MAIN_API_URL ? seedSiteOwned(db) : seedAll(db));
}

/** Whether the seed has run: the regions it writes, or with MAIN_API_URL set, the brochures. */
export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.execute(
    env().MAIN_API_URL ? sql`select count(*)::int as n from brochures` : sql`select count(*)::int as n from regions`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return (rows[0]?.n ?? 0) > 0;
}
