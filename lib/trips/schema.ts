import { z } from 'zod';
import { dbId, isoDate, MAX_DB_ID, text } from '@/lib/validation/fields';

export const TRIP_NAME_MAX = 120;
export const TRIP_LOCATIONS_MAX = 100;
export const TRIP_DAYS_MAX = 366;
export const VISIT_MINUTES_MIN = 5;
export const VISIT_MINUTES_MAX = 12 * 60;

const TripPointSchema = z.object({
  lat: z
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  long: z
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  city: text({ error: 'is required' }).trim().min(1, 'is required').max(120, 'is too long'),
  state: text({ error: 'is required' }).trim().min(1, 'is required').max(60, 'is too long'),
});

export const TripRoutingSchema = z.object(
  { begin: TripPointSchema, end: TripPointSchema },
  { error: 'must be an object with begin and end' },
);

const TripStopInfoSchema = z.object({
  locationId: z
    .union([text().trim().min(1, 'must be a location id or slug').max(200, 'is too long'), dbId()], {
      error: 'must be a location id or slug',
    })
    .transform(String),
  show: z.boolean({ error: 'must be true or false' }),
  locked: z.boolean({ error: 'must be true or false' }).optional(),
  day: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(TRIP_DAYS_MAX).optional(),
  visitMinutes: z
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(VISIT_MINUTES_MIN, `must be at least ${VISIT_MINUTES_MIN} minutes`)
    .max(VISIT_MINUTES_MAX, `must be at most ${VISIT_MINUTES_MAX} minutes`)
    .optional(),
});

const TripBaseSchema = z.object({
  name: text({ error: 'is required' }).trim().min(1, 'is required').max(120, 'is too long'),
  lat: TripPointSchema.shape.lat,
  long: TripPointSchema.shape.long,
  slug: text({ error: 'must be a location slug' }).trim().max(200, 'is too long').optional(),
});

const TripDaySchema = z.object({
  start: text({ error: 'must be a time such as 09:00' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00')
    .optional(),
  base: TripBaseSchema.nullable().optional(),
});

const slug = text({ error: 'must be a location slug' })
  .trim()
  .min(1, 'must be a location slug')
  .max(200, 'is too long')
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'must be a location slug');

/** What a client may write about a trip; the server owns tripId, createdAt and updatedAt. */
const TripFieldsSchema = z.object({
  name: text({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(TRIP_NAME_MAX, `must be at most ${TRIP_NAME_MAX} characters`),
  locations: z
    .array(slug, { error: 'must be a list of location slugs' })
    .max(TRIP_LOCATIONS_MAX, `must hold at most ${TRIP_LOCATIONS_MAX} places`)
    .default([]),
  routing: TripRoutingSchema,
  tripInfo: z
    .array(TripStopInfoSchema, { error: 'must be a list of {locationId, show}' })
    .max(TRIP_LOCATIONS_MAX, `must hold at most ${TRIP_LOCATIONS_MAX} entries`)
    .default([]),
  /** Absent keeps the stored days: clients that know nothing of days save without losing them. */
  days: z
    .array(TripDaySchema, { error: 'must be a list of days' })
    .max(TRIP_DAYS_MAX, `must hold at most ${TRIP_DAYS_MAX} days`)
    .optional(),
  startDate: isoDate().nullable().optional(),
  endDate: isoDate().nullable().optional(),
});

function datesInOrder(trip: { startDate?: string | null; endDate?: string | null }): boolean {
  return !trip.startDate || !trip.endDate || trip.endDate >= trip.startDate;
}
const datesMessage = { message: 'must be on or after startDate', path: ['endDate'] };

/** Body of POST /prod/trips: the trip plus its owner, who must be the caller. */
export const CreateTripSchema = TripFieldsSchema.extend({
  owner: text({ error: 'is required' }).trim().min(1, 'is required').max(128, 'is too long'),
}).refine(datesInOrder, datesMessage);
export type CreateTripInput = z.infer<typeof CreateTripSchema>;

/** Body of PUT /prod/trips/{tripId}: the full trip; tripId and owner, when sent, must match. */
export const UpdateTripSchema = TripFieldsSchema.extend({
  tripId: z
    .union([dbId(), text().regex(/^\d+$/, 'must be the trip id')], { error: 'must be the trip id' })
    .transform(Number)
    .refine((id) => id <= MAX_DB_ID, 'must be the trip id')
    .optional(),
  owner: text({ error: 'must be the owner id' }).max(128, 'is too long').optional(),
}).refine(datesInOrder, datesMessage);
export type UpdateTripInput = z.infer<typeof UpdateTripSchema>;

export type TripFields = z.infer<typeof TripFieldsSchema>;
