import { asc } from 'drizzle-orm';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db/client';
import { brochures } from '@/lib/db/schema';

export type BrochureItem = { name: string; link: string; image: string; alt: string };

/** The brochures of the content service's 'alabama-brochures' page, or the database's when it has none. */
export async function getBrochures(): Promise<BrochureItem[]> {
  const page = await getPage('alabama-brochures');
  if (page.brochures.length > 0) return page.brochures;
  const db = await getDb();
  const rows = await db.select().from(brochures).orderBy(asc(brochures.position), asc(brochures.name));
  return rows.map((b) => ({ name: b.name, link: b.link, image: b.image, alt: b.imageAltText }));
}
