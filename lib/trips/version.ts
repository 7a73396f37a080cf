import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { UpdateTripSchema } from './schema';
import { TripConflictError, type Trip } from './index';

const MAX_VERSION = 2_147_483_647;

/** The editor's save: the full trip and the version it was loaded at (optional, so older pages still save). */
export const VersionedUpdateSchema = z.intersection(
  UpdateTripSchema,
  z.object({
    version: z
      .number({ error: 'must be the version the trip was loaded at' })
      .int('must be a whole number')
      .min(1, 'must be the version the trip was loaded at')
      .max(MAX_VERSION, 'is too large')
      .optional(),
  }),
);

/**
 * The version a spec client asks to replace, from `If-Match: "3"` (the ETag a GET sent). The spec's
 * PUT body has no version, so without the header the last save wins, as before.
 */
export function versionFromIfMatch(request: Request): number | undefined {
  const header = request.headers.get('if-match');
  if (header === null) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(version) || version < 1 || version > MAX_VERSION)
    throw badRequest('If-Match: must be the trip\u2019s ETag, such as "3"', 'If-Match');
  return version;
}

export const tripEtag = (trip: Pick<Trip, 'version'>) => `"${trip.version}"`;

/** A trip as JSON with its version as the ETag. */
export const tripResponse = (trip: Trip, init: ResponseInit = {}) =>
  Response.json(trip, { ...init, headers: { ...init.headers, etag: tripEtag(trip) } });

/** Runs a save; a stale one answers 409 with the stored trip, so the client can show what changed. */
export async function saveOrConflict(save: () => Promise<Trip>): Promise<Response> {
  try {
    return tripResponse(await save());
  } catch (error) {
    if (!(error instanceof TripConflictError)) throw error;
    const body = { error: { status: 409, message: error.message, field: 'version' }, current: error.current };
    return Response.json(body, { status: 409, headers: { etag: tripEtag(error.current) } });
  }
}
