import { z } from 'zod';
import { EXPERIENCES } from '@/lib/constants';
import { idOrSlug } from '@/lib/locations/query';
import { text } from '@/lib/validation/fields';

const experienceSlugs = EXPERIENCES.map((e) => e.slug);

/** An experience by slug or by its numeric id, answered as the slug. */
const experience = text()
  .trim()
  .transform((value) => (/^\d+$/.test(value) ? EXPERIENCES.find((e) => e.id === Number(value))?.slug : value) ?? value)
  .pipe(z.enum(experienceSlugs as [string, ...string[]], { error: `must be one of ${experienceSlugs.join(', ')}` }));

/** GET /prod/search_trips; docs/SPEC.md section 7: an empty value or "all" is dropped before this runs. */
export const RoadTripSearchSchema = z.object({ experience: experience.optional(), region: idOrSlug.optional() });
export type RoadTripSearch = z.infer<typeof RoadTripSearchSchema>;
