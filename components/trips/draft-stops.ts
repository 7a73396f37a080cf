import type { TripDraft } from '@/lib/trips/merge';
import type { EditableStop } from './stop-row';

type PlaceAnswer = { slug: string; name: string; latitude: string | number; longitude: string | number };

/**
 * The editor's stops for a trip saved elsewhere: the places it already shows keep their details;
 * a place added meanwhile is looked up by slug (the Main API's locationDetail takes a slug too).
 */
type LooseStop = Omit<EditableStop, 'day'> & { day?: number };

export async function stopsFromDraft(draft: TripDraft, known: LooseStop[]): Promise<LooseStop[]> {
  const bySlug = new Map(known.map((s) => [s.slug, s]));
  const info = new Map(draft.tripInfo.map((i) => [i.locationId, i]));
  const stops = await Promise.all(
    draft.locations.map(async (slug): Promise<LooseStop> => {
      // Unknown here and not found: kept under its slug rather than dropped by the next save.
      const place = bySlug.get(slug) ?? (await lookUp(slug)) ?? { name: slug, lat: 0, lng: 0 };
      const extra = info.get(slug);
      const kept = bySlug.get(slug);
      return {
        slug,
        name: place.name,
        lat: place.lat,
        lng: place.lng,
        category: kept?.category,
        hours: kept?.hours,
        show: extra?.show ?? true,
        locked: extra?.locked ?? false,
        visitMinutes: extra?.visitMinutes ?? null,
        ...(extra?.day ? { day: extra.day } : {}),
      };
    }),
  );
  return stops;
}

async function lookUp(slug: string): Promise<Pick<EditableStop, 'name' | 'lat' | 'lng'> | null> {
  const response = await fetch(`/prod/locationDetail?id=${encodeURIComponent(slug)}`).catch(() => null);
  if (!response?.ok) return null;
  const place = (await response.json()) as PlaceAnswer;
  return { name: place.name, lat: Number(place.latitude), lng: Number(place.longitude) };
}
