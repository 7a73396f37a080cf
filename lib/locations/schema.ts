import { z } from 'zod';
import { LOCATION_CATEGORIES, LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { text } from '@/lib/validation/fields';
import { commaList, idOrSlug, numberParam, positiveId } from './query';

export const FILTER_TYPES = ['see', 'eat', 'stay', 'wonders', 'responsibly'] as const;

const category = z.enum(LOCATION_CATEGORIES, { error: `must be one of ${LOCATION_CATEGORIES.join(', ')}` });
const latitude = numberParam(-90, 90);
const longitude = numberParam(-180, 180);

/** The map filter of docs/SPEC.md section 3, as GET /prod/filterLocations takes it. */
export const LocationFilterSchema = z
  .object({
    location_types: commaList(category, LOCATION_CATEGORIES.length).optional(),
    experience_types: commaList(positiveId, 20).optional(),
    type: z.enum(FILTER_TYPES, { error: `must be one of ${FILTER_TYPES.join(', ')}` }).optional(),
    area: idOrSlug.optional(),
    category: category.optional(),
    badge_ids: commaList(positiveId, 20).optional(),
    min_latitude: latitude.optional(),
    max_latitude: latitude.optional(),
    min_longitude: longitude.optional(),
    max_longitude: longitude.optional(),
    limit: text()
      .trim()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(
        z
          // Too large, and Infinity (309 digits or more) too: the schema's message, also taken by .max.
          .number({ error: `must be at most ${LOCATION_SEARCH_LIMIT}` })
          .int()
          .min(1, 'must be at least 1')
          .max(LOCATION_SEARCH_LIMIT),
      )
      .default(LOCATION_SEARCH_LIMIT),
  })
  .refine((f) => f.min_latitude === undefined || f.max_latitude === undefined || f.min_latitude <= f.max_latitude, {
    message: 'must not be above max_latitude',
    path: ['min_latitude'],
  })
  .refine((f) => f.min_longitude === undefined || f.max_longitude === undefined || f.min_longitude <= f.max_longitude, {
    message: 'must not be above max_longitude',
    path: ['min_longitude'],
  });
export type LocationFilter = z.infer<typeof LocationFilterSchema>;

export const LocationIdListSchema = z.object({ id: commaList(positiveId, LOCATION_SEARCH_LIMIT) });
export const IdOrSlugQuerySchema = z.object({ id: idOrSlug });
