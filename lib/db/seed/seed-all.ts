import type { Db } from '../client';
import { seedGeography } from './seed-geography';
import { seedEditorial, seedSiteContent } from './seed-editorial';
import { seedEvents } from './seed-events';
import { seedPlaces } from './seed-places';

/** Seeds the whole real Alabama data set in one transaction, so a failure leaves the database empty. */
export async function seedAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { resolver } = await seedGeography(tx);
    const placeIds = await seedPlaces(tx, resolver);
    await seedEvents(tx, resolver, placeIds);
    await seedEditorial(tx, resolver, placeIds);
  });
}

/** The seed of a site in front of a remote Main API (MAIN_API_URL): its own content only, no places, events or trips. */
export async function seedSiteOwned(db: Db): Promise<void> {
  await db.transaction((tx) => seedSiteContent(tx, () => undefined));
}
