import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';

/** The slug of the place an event is held at, when the event names one. */
export async function getVenueSlug(locationId: number | null): Promise<string | null> {
  if (!locationId) return null;
  const db = await getDb();
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.id, locationId)).limit(1);
  return row?.slug ?? null;
}
