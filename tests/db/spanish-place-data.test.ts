import { ALL_PLACES } from '@/lib/db/seed/data/places';
import { SEE_CENTRAL } from '@/lib/db/seed/data/places-see-central';
import { SEE_NORTH } from '@/lib/db/seed/data/places-see-north';
import { SEE_RIVER } from '@/lib/db/seed/data/places-see-river';
import { SEE_SOUTH } from '@/lib/db/seed/data/places-see-south';
import { SEE_CENTRAL_ES } from '@/lib/db/seed/data/es/places-see-central';
import { SEE_NORTH_ES } from '@/lib/db/seed/data/es/places-see-north';
import { SEE_RIVER_ES } from '@/lib/db/seed/data/es/places-see-river';
import { SEE_SOUTH_ES } from '@/lib/db/seed/data/es/places-see-south';
import type { RecordTranslations } from '@/lib/db/seed/data/es/types';
import type { PlaceSeed } from '@/lib/db/seed/types';
import { placeSlug } from '@/lib/db/seed/seed-places';

const FILES: [string, PlaceSeed[], RecordTranslations][] = [
  ['places-see-north', SEE_NORTH, SEE_NORTH_ES],
  ['places-see-central', SEE_CENTRAL, SEE_CENTRAL_ES],
  ['places-see-river', SEE_RIVER, SEE_RIVER_ES],
  ['places-see-south', SEE_SOUTH, SEE_SOUTH_ES],
];

const seededKeys = new Set(ALL_PLACES.map(placeSlug));

describe.each(FILES)('Spanish text of %s', (_file, places, spanish) => {
  test('every key is the key of a seeded place in the English file', () => {
    const own = new Set(places.map(placeSlug));
    for (const key of Object.keys(spanish)) {
      expect({ key, seeded: seededKeys.has(key), inFile: own.has(key) }).toEqual({ key, seeded: true, inFile: true });
    }
  });

  test('every place has a Spanish summary and description, not the English ones', () => {
    for (const place of places) {
      const es = spanish[placeSlug(place)];
      expect({ key: placeSlug(place), summary: es?.summary?.trim() ? 'ok' : 'missing' }).toEqual({
        key: placeSlug(place),
        summary: 'ok',
      });
      expect({ key: placeSlug(place), description: es?.description?.trim() ? 'ok' : 'missing' }).toEqual({
        key: placeSlug(place),
        description: 'ok',
      });
      expect(es?.summary).not.toBe(place.summary);
      expect(es?.description).not.toBe(place.description);
    }
  });
});
