import { and, asc, between, desc, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { STATE_BOUNDS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { cities, locations } from '@/lib/db/schema';
import { text } from '@/lib/validation/fields';

export const AutocompleteQuerySchema = z.object({
  q: text({ error: 'is required' }).trim().min(1, 'is required').max(80, 'is too long'),
  kind: z.enum(['any', 'city', 'place'], { error: 'must be any, city or place' }).default('any'),
});

/** One suggestion: a city or a place, always inside the state's box. */
export type Suggestion = {
  kind: 'city' | 'place';
  id: number;
  slug: string;
  name: string;
  label: string;
  city: string;
  state: 'AL';
  lat: number;
  lng: number;
};

const LIMIT = 8;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The app's own place autocomplete (used when no Google key is set): cities first by population, then places. */
export async function autocomplete(q: string, kind: 'any' | 'city' | 'place' = 'any'): Promise<Suggestion[]> {
  const db = await getDb();
  const prefix = `${escapeLike(q)}%`;
  const [cityRows, placeRows] = await Promise.all([
    kind === 'place'
      ? []
      : db
          .select({ id: cities.id, slug: cities.slug, name: cities.name, lat: cities.latitude, lng: cities.longitude })
          .from(cities)
          .where(
            and(
              ilike(cities.name, prefix),
              between(cities.latitude, STATE_BOUNDS.minLat, STATE_BOUNDS.maxLat),
              between(cities.longitude, STATE_BOUNDS.minLng, STATE_BOUNDS.maxLng),
            ),
          )
          .orderBy(desc(cities.population), asc(cities.name))
          .limit(LIMIT),
    kind === 'city'
      ? []
      : db
          .select({
            id: locations.id,
            slug: locations.slug,
            name: locations.name,
            city: locations.city,
            lat: locations.latitude,
            lng: locations.longitude,
          })
          .from(locations)
          .where(
            and(
              ilike(locations.name, `%${escapeLike(q)}%`),
              between(locations.latitude, STATE_BOUNDS.minLat, STATE_BOUNDS.maxLat),
              between(locations.longitude, STATE_BOUNDS.minLng, STATE_BOUNDS.maxLng),
            ),
          )
          .orderBy(desc(locations.featured), asc(locations.name))
          .limit(LIMIT),
  ]);
  const citySuggestions: Suggestion[] = cityRows.map((c) => ({
    kind: 'city',
    id: c.id,
    slug: c.slug,
    name: c.name,
    label: `${c.name}, AL`,
    city: c.name,
    state: 'AL',
    lat: c.lat,
    lng: c.lng,
  }));
  const placeSuggestions: Suggestion[] = placeRows.map((p) => ({
    kind: 'place',
    id: p.id,
    slug: p.slug,
    name: p.name,
    label: `${p.name}, ${p.city}`,
    city: p.city,
    state: 'AL',
    lat: Number(p.lat),
    lng: Number(p.lng),
  }));
  return [...citySuggestions, ...placeSuggestions].slice(0, LIMIT);
}
