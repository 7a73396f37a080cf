import { eventChangeRequests, events } from '../schema';
import { EVENTS } from './data/events';
import { ALL_PLACES } from './data/places';
import { placeSlug } from './seed-places';
import { spanishTranslations, translationsFor } from './data/es';
import { experienceIds, experienceImage, slugify, type PlaceResolver, type Tx } from './resolve';

/** Inserts the annual events and two pending edits for the preview route. */
export async function seedEvents(tx: Tx, resolver: PlaceResolver, placeIds: Map<string, number>): Promise<void> {
  // An event held at a seeded place has that place's street address.
  const addressOf = new Map(ALL_PLACES.map((p) => [placeSlug(p), p.address]));
  const spanish = spanishTranslations('events');
  const rows = EVENTS.map((event) => {
    const slug = `${slugify(event.name)}-${event.start.slice(0, 4)}`;
    const where = resolver.resolve(event.city, event.lat, event.lng);
    const locationId = event.place ? placeIds.get(event.place) : undefined;
    if (event.place && locationId === undefined)
      throw new Error(`Event ${event.name} names unknown place ${event.place}`);
    return {
      slug,
      name: event.name,
      summary: event.summary,
      description: event.description,
      startDate: event.start,
      endDate: event.end ?? event.start,
      startTime: event.startTime ?? null,
      endTime: event.endTime ?? null,
      venue: event.venue,
      address1: event.address ?? (event.place ? addressOf.get(event.place) : undefined) ?? null,
      city: event.city,
      cityId: where.cityId,
      regionId: where.regionId,
      locationId: locationId ?? null,
      latitude: event.lat,
      longitude: event.lng,
      experienceIds: experienceIds(event.exp),
      website: event.website ?? null,
      image: experienceImage(event.exp[0] ?? 'arts-and-culture'),
      imageAlt: `Illustration for ${event.name} in ${event.city}`,
      featured: event.featured ?? false,
      freeAdmission: event.free ?? false,
      translations: translationsFor(spanish, slug, slugify(event.name)),
    };
  });
  const inserted = await tx.insert(events).values(rows).returning({ id: events.id, slug: events.slug });
  const idOf = (slug: string) => inserted.find((row) => row.slug === slug)?.id ?? null;

  await tx.insert(eventChangeRequests).values([
    {
      slug: 'shrimp-festival-2027-schedule-update',
      eventId: idOf('national-shrimp-festival-2027'),
      data: {
        startTime: '10:00',
        endTime: '22:00',
        summary:
          'Four days of Gulf shrimp, art and music on the beach in Gulf Shores, with a new family area by the pier.',
      },
    },
    {
      slug: 'panoply-2027-venue-update',
      eventId: idOf('panoply-arts-festival-2027'),
      data: {
        venue: 'Big Spring Park East',
        startTime: '10:00',
        endTime: '18:00',
      },
    },
  ]);
}
