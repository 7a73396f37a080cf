import { z } from 'zod';
import { EXPERIENCES } from '@/lib/constants';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    const f = first(v);
    return f === '' || f === 'all' ? undefined : f;
  }, schema.optional().catch(undefined));

/** The festivals-and-events query string; a bad value is dropped rather than failing the page. */
export const EventFiltersSchema = z.object({
  from: optional(isoDay),
  to: optional(isoDay),
  experience: optional(z.enum(EXPERIENCES.map((e) => e.slug) as [string, ...string[]])),
  region: optional(z.string().regex(/^[a-z0-9-]{1,80}$/)),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
});
export type EventFilters = z.infer<typeof EventFiltersSchema>;

export function parseEventFilters(query: Record<string, string | string[] | undefined>): EventFilters {
  const filters = EventFiltersSchema.parse(query);
  // A range given backwards is read the right way round.
  if (filters.from && filters.to && filters.to < filters.from)
    return { ...filters, from: filters.to, to: filters.from };
  return filters;
}
