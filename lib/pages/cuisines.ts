import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cuisines } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';

export type Cuisine = typeof cuisines.$inferSelect;

export async function listCuisines(): Promise<Cuisine[]> {
  const db = await getDb();
  return db
    .select()
    .from(cuisines)
    .orderBy(...alphabetical(cuisines.name));
}

export async function getCuisine(slug: string): Promise<Cuisine | null> {
  const db = await getDb();
  const [row] = await db.select().from(cuisines).where(eq(cuisines.slug, slug)).limit(1);
  return row ?? null;
}
