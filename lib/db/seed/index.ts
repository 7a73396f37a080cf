import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Seeds the real Alabama data set into an empty database. Safe to call on every start. */
export async function seedIfEmpty(db: Db): Promise<void> {
  const result = await db.execute(sql`select count(*)::int as n from regions`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  if ((rows[0]?.n ?? 0) > 0) return;
  const { seedAll } = await import('./seed-all');
  await seedAll(db);
}
