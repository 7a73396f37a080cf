import { env } from '@/lib/env';
import { getLocationByPlaceId, type Location } from '@/lib/locations';

/** The gaps the supplement may fill (docs/SPEC.md section 7: address, phone, hours and website). */
export const SUPPLEMENT_FIELDS = ['address1', 'phone', 'hours', 'website'] as const;
export type SupplementField = (typeof SUPPLEMENT_FIELDS)[number];
export type PlaceDetails = { address1?: string; phone?: string; hours?: string[]; website?: string };

const GOOGLE_PLACES_URL = 'https://places.googleapis.com/v1/places';
const GOOGLE_TIMEOUT_MS = 2500;
const GOOGLE_FIELD_MASK: Record<SupplementField, string> = {
  address1: 'formattedAddress',
  phone: 'nationalPhoneNumber',
  hours: 'regularOpeningHours.weekdayDescriptions',
  website: 'websiteUri',
};

type GooglePlace = {
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  regularOpeningHours?: { weekdayDescriptions?: string[] };
  websiteUri?: string;
};

async function fromGoogle(placeId: string, fields: readonly SupplementField[], apiKey: string): Promise<PlaceDetails> {
  const response = await fetch(`${GOOGLE_PLACES_URL}/${encodeURIComponent(placeId)}`, {
    headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fields.map((f) => GOOGLE_FIELD_MASK[f]).join(',') },
    signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
  const place = (await response.json()) as GooglePlace;
  return {
    // The street line is what address1 holds; Google's formatted address adds city, state and zip.
    address1: place.formattedAddress?.split(',')[0]?.trim() || undefined,
    phone: place.nationalPhoneNumber,
    hours: place.regularOpeningHours?.weekdayDescriptions,
    website: place.websiteUri,
  };
}

async function fromDatabase(placeId: string): Promise<PlaceDetails> {
  const row = await getLocationByPlaceId(placeId);
  if (!row) return {};
  return {
    address1: row.address1 ?? undefined,
    phone: row.phone ?? undefined,
    hours: row.hours ?? undefined,
    website: row.website ?? undefined,
  };
}

/**
 * Place details for a Google place id: Google Places API (New) when a key is set, otherwise what
 * the database knows about that place. Returns only the requested fields.
 */
export async function getPlaceDetails(
  placeId: string,
  fields: readonly SupplementField[] = SUPPLEMENT_FIELDS,
): Promise<PlaceDetails> {
  const apiKey = env().GOOGLE_MAPS_API_KEY ?? env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  const details = apiKey ? await fromGoogle(placeId, fields, apiKey) : await fromDatabase(placeId);
  const picked: PlaceDetails = {};
  for (const field of fields) {
    const value = details[field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    Object.assign(picked, { [field]: value });
  }
  return picked;
}

const isMissing = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Fills a place's missing address, phone, hours and website; any failure leaves it as it was. */
export async function supplementLocation<T extends Location>(location: T): Promise<T> {
  const missing = SUPPLEMENT_FIELDS.filter((field) => isMissing(location[field]));
  if (!location.google_places_id || missing.length === 0) return location;
  try {
    const details = await getPlaceDetails(location.google_places_id, missing);
    return { ...location, ...details };
  } catch (error) {
    console.warn(
      `[places-supplement] ${location.slug}: kept the unsupplemented location`,
      error instanceof Error ? error.message : error,
    );
    return location;
  }
}
