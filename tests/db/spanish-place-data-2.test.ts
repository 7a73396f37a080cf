import { PLACES_EAT_ES } from '@/lib/db/seed/data/es/places-eat';
import { PLACES_EXTRA_ES } from '@/lib/db/seed/data/es/places-extra';
import { PLACES_GOLF_ES } from '@/lib/db/seed/data/es/places-golf';
import { PLACES_STAY_ES } from '@/lib/db/seed/data/es/places-stay';
import type { RecordTranslations } from '@/lib/db/seed/data/es/types';
import { ALL_PLACES } from '@/lib/db/seed/data/places';
import { EAT } from '@/lib/db/seed/data/places-eat';
import { MORE_EAT, VENUES_AND_SHOPS, WELCOME_CENTER_PLACES } from '@/lib/db/seed/data/places-extra';
import { GOLF_TRAIL } from '@/lib/db/seed/data/places-golf';
import { STAY } from '@/lib/db/seed/data/places-stay';
import type { PlaceSeed } from '@/lib/db/seed/types';
import { placeSlug } from '@/lib/db/seed/seed-places';

const files: [string, PlaceSeed[], RecordTranslations][] = [
  ['places-eat', EAT, PLACES_EAT_ES],
  ['places-stay', STAY, PLACES_STAY_ES],
  ['places-extra', [...VENUES_AND_SHOPS, ...MORE_EAT, ...WELCOME_CENTER_PLACES], PLACES_EXTRA_ES],
  ['places-golf', GOLF_TRAIL, PLACES_GOLF_ES],
];

const seededKeys = new Set(ALL_PLACES.map(placeSlug));

describe.each(files)('Spanish text of %s', (_name, places, spanish) => {
  it('is keyed only by seeded place keys from its English file', () => {
    const ownKeys = new Set(places.map(placeSlug));
    for (const key of Object.keys(spanish)) {
      expect({ key, seeded: seededKeys.has(key), ownFile: ownKeys.has(key) }).toEqual({
        key,
        seeded: true,
        ownFile: true,
      });
    }
  });

  it('gives every place a Spanish summary and description that differ from the English', () => {
    for (const place of places) {
      const key = placeSlug(place);
      const es = spanish[key];
      expect({ key, summary: Boolean(es?.summary?.trim()), description: Boolean(es?.description?.trim()) }).toEqual({
        key,
        summary: true,
        description: true,
      });
      expect(es?.summary).not.toBe(place.summary);
      expect(es?.description).not.toBe(place.description);
    }
  });
});
