import { z } from 'zod';
import { events } from '@/lib/db/schema';

/** An event in the Main API's shape: coordinates are strings, like a Location's. */
export type Event = {
  id: number;
  slug: string;
  name: string;
  summary: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  venue: string;
  address1: string | null;
  city: string;
  city_id: number | null;
  region_id: number | null;
  location_id: number | null;
  latitude: string;
  longitude: string;
  experience_ids: number[];
  website: string | null;
  image: string | null;
  image_alt: string | null;
  featured: boolean;
  /** Anyone may attend without paying; absent or false when it is ticketed or the source does not say. */
  free_admission?: boolean;
};
export type EventDetail = Event & { description: string };

export const eventColumns = {
  id: events.id,
  slug: events.slug,
  name: events.name,
  summary: events.summary,
  startDate: events.startDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  venue: events.venue,
  address1: events.address1,
  city: events.city,
  cityId: events.cityId,
  regionId: events.regionId,
  locationId: events.locationId,
  latitude: events.latitude,
  longitude: events.longitude,
  experienceIds: events.experienceIds,
  website: events.website,
  image: events.image,
  imageAlt: events.imageAlt,
  featured: events.featured,
  freeAdmission: events.freeAdmission,
};
export type EventRow = { [K in keyof typeof eventColumns]: (typeof events.$inferSelect)[K] };

export function reshapeEvent(row: EventRow): Event {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    start_date: row.startDate,
    end_date: row.endDate,
    start_time: row.startTime,
    end_time: row.endTime,
    venue: row.venue,
    address1: row.address1,
    city: row.city,
    city_id: row.cityId,
    region_id: row.regionId,
    location_id: row.locationId,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    experience_ids: row.experienceIds,
    website: row.website,
    image: row.image,
    image_alt: row.imageAlt,
    featured: row.featured,
    free_admission: row.freeAdmission,
  };
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(String);

/**
 * The fields a pending change request may carry. Editors' tools write either the API's names or
 * the column names, so both are read; anything else in the stored JSON is ignored.
 */
export const ChangeRequestDataSchema = z
  .object({
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    start_date: date,
    startDate: date,
    end_date: date,
    endDate: date,
    start_time: z.string().nullable(),
    startTime: z.string().nullable(),
    end_time: z.string().nullable(),
    endTime: z.string().nullable(),
    venue: z.string(),
    address1: z.string().nullable(),
    city: z.string(),
    latitude: coordinate,
    longitude: coordinate,
    experience_ids: z.array(z.number().int()),
    experienceIds: z.array(z.number().int()),
    website: z.string().nullable(),
    image: z.string().nullable(),
  })
  .partial();

/** Lays a change request's fields over the event they edit. Invalid fields are skipped, not fatal. */
export function applyChangeRequest(base: EventDetail, data: unknown): EventDetail {
  const source = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const valid: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ChangeRequestDataSchema.shape)) {
    if (!(key in source)) continue;
    const parsed = schema.safeParse(source[key]);
    if (parsed.success && parsed.data !== undefined) valid[key] = parsed.data;
  }
  const camelToApi: Record<string, keyof EventDetail> = {
    startDate: 'start_date',
    endDate: 'end_date',
    startTime: 'start_time',
    endTime: 'end_time',
    experienceIds: 'experience_ids',
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(valid)) merged[camelToApi[key] ?? key] = value;
  return merged as EventDetail;
}
