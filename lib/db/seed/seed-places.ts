import { LOCATION_CATEGORIES, TAB_CATEGORIES, type LocationCategory } from '@/lib/constants';
import { locations } from '../schema';
import { spanishTranslations, translationsFor } from './data/es';
import { ALL_PLACES } from './data/places';
import type { PlaceSeed } from './types';
import { PlaceResolver, badgeIds, chunks, experienceIds, experienceImage, slugify, type Tx } from './resolve';

function familyOf(category: LocationCategory): 'see' | 'eat' | 'stay' {
  if (TAB_CATEGORIES.eat?.includes(category)) return 'eat';
  if (TAB_CATEGORIES.stay?.includes(category)) return 'stay';
  return 'see';
}

/** The slug a place gets; data files and stops refer to places by it. */
export function placeSlug(place: Pick<PlaceSeed, 'name' | 'key'>): string {
  return place.key ?? slugify(place.name);
}

function imageFor(place: PlaceSeed): { image: string; imageAlt: string } {
  if (place.category === 'accommodation')
    return { image: experienceImage('lodging'), imageAlt: `Illustration of a lodge at dusk for ${place.name}` };
  const experience = place.category === 'food' ? 'food-and-drink' : (place.exp[0] ?? 'history');
  return { image: experienceImage(experience), imageAlt: `Illustration for ${place.name}, ${place.city}` };
}

/** Inserts every curated place; returns place ids by slug. */
export async function seedPlaces(tx: Tx, resolver: PlaceResolver): Promise<Map<string, number>> {
  const seen = new Set<string>();
  const spanish = spanishTranslations('places');
  const rows = ALL_PLACES.map((place) => {
    if (!LOCATION_CATEGORIES.includes(place.category)) throw new Error(`Bad category for ${place.name}`);
    const slug = placeSlug(place);
    if (seen.has(slug)) throw new Error(`Duplicate place slug ${slug}`);
    seen.add(slug);
    const where = resolver.resolve(place.city, place.lat, place.lng);
    return {
      slug,
      name: place.name,
      summary: place.summary,
      description: place.description,
      type: familyOf(place.category),
      category: place.category,
      experienceIds: experienceIds(place.exp),
      badgeIds: badgeIds(place.badges),
      cuisines: place.cuisines ?? [],
      address1: place.address ?? null,
      city: place.city,
      cityId: where.cityId,
      regionId: where.regionId,
      countyFips: where.countyFips,
      postal: place.postal ?? null,
      phone: place.phone ?? null,
      hours: place.hours ?? null,
      website: place.website ?? null,
      latitude: place.lat,
      longitude: place.lng,
      featured: place.featured ?? false,
      translations: translationsFor(spanish, slug, slugify(place.name)),
      ...imageFor(place),
    };
  });
  const ids = new Map<string, number>();
  for (const part of chunks(rows, 60)) {
    const inserted = await tx.insert(locations).values(part).returning({ id: locations.id, slug: locations.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  return ids;
}
