import { z } from 'zod';
import { EVENT_FILTER_EXPERIENCE_IDS } from '@/lib/constants';
import { params } from '@/lib/api/handler';
import { idOrSlug } from '@/lib/locations/query';
import { isoDate, text } from '@/lib/validation/fields';

export const EVENTS_PAGE_SIZE = 12;
const filterNames = Object.keys(EVENT_FILTER_EXPERIENCE_IDS);

/** GET /prod/searchEvents. An empty value or "all" means no filter. */
export const EventSearchSchema = z
  .object({
    filter: z
      .enum(filterNames as [string, ...string[]], { error: `must be one of ${filterNames.join(', ')}` })
      .optional(),
    areaId: idOrSlug.optional(),
    start: isoDate().optional(),
    end: isoDate().optional(),
    q: text().trim().max(200, 'must be at most 200 characters').optional(),
    page: text()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1').max(10_000, 'is too large'))
      .default(1),
  })
  .refine((s) => !s.start || !s.end || s.end >= s.start, { message: 'must be on or after start', path: ['end'] });
export type EventSearch = z.infer<typeof EventSearchSchema>;

export const EventSlugQuerySchema = z.object({ slug: params.slug });
