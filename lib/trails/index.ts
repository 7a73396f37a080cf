import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations, trails, trailStops } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';

export type Trail = typeof trails.$inferSelect;

export async function listTrails(): Promise<Trail[]> {
  const db = await getDb();
  return db
    .select()
    .from(trails)
    .orderBy(...alphabetical(trails.name));
}

/** A trail by slug with its stops in order; null when there is none. */
export async function getTrail(slug: string) {
  const db = await getDb();
  const [trail] = await db.select().from(trails).where(eq(trails.slug, slug)).limit(1);
  if (!trail) return null;
  const stops = await db
    .select({
      position: trailStops.position,
      note: trailStops.note,
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      city: locations.city,
      summary: locations.summary,
      image: locations.image,
      imageAlt: locations.imageAlt,
    })
    .from(trailStops)
    .innerJoin(locations, eq(locations.id, trailStops.locationId))
    .where(eq(trailStops.trailId, trail.id))
    .orderBy(asc(trailStops.position));
  return { ...trail, stops };
}
