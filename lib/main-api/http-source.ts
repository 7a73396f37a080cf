import { ApiError, unauthorized } from '@/lib/api/errors';
import type { AreaDetail, AreaSummary } from '@/lib/areas/database';
import type { CityDetail, CitySummary } from '@/lib/cities/database';
import type { EventSearchResult } from '@/lib/events/database';
import type { Event, EventDetail } from '@/lib/events/shape';
import type { Location, LocationDetail } from '@/lib/locations/shape';
import type { RoadTrip, RoadTripDetail } from '@/lib/road-trips/database';
import { TripConflictError } from '@/lib/trips/conflict';
import type { Trip } from '@/lib/trips/types';
import type { Visitor } from '@/lib/visitors/database';
import type { MainApiClient } from './client';
import { areaQuery, eventSearchQuery, filterQuery, keyQuery, roadTripSearchQuery } from './query';
import type { DataSource } from './types';

/** The ID token to send for a user; refuses when the session is not that user's. */
export type TokenFor = (userId: string) => Promise<string>;

type TripAnswer = Omit<Trip, 'version' | 'days'> & { version?: number; days?: Trip['days'] };

// The spec's Main API knows nothing of versions; ours sends one in the body and as the ETag.
function reshapeTrip(answer: TripAnswer, etag?: string | null): Trip {
  const fromEtag = etag ? Number(/\d+/.exec(etag)?.[0]) : NaN;
  const version = answer.version ?? (Number.isInteger(fromEtag) && fromEtag > 0 ? fromEtag : 1);
  return {
    ...answer,
    startDate: answer.startDate ?? null,
    endDate: answer.endDate ?? null,
    tripInfo: answer.tripInfo ?? [],
    // A Main API that knows nothing of days answers none: each stop's day still rides in tripInfo.
    days: answer.days ?? [],
    version,
  };
}

function reshapeArea(area: AreaDetail): AreaSummary {
  const { id, slug, name, summary, image, latitude, longitude } = area;
  return { id, slug, name, summary, image, latitude, longitude };
}

const nullOn404 = async <T>(call: () => Promise<T>): Promise<T | null> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The Main API over HTTP (docs/SPEC.md section 7's paths and bodies), answering in the site's shapes. */
export function createHttpSource(client: MainApiClient, tokenFor: TokenFor): DataSource {
  const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
    (await client.request<T>('GET', path, { query })).body;
  const asUser = async <T>(
    userId: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => client.request<T>(method, path, { token: await tokenFor(userId), body, headers });
  const visitorPath = (userId: string) => `visitors/${encodeURIComponent(userId)}`;

  const source: DataSource = {
    filterLocations: (filter) => get<Location[]>('filterLocations', filterQuery(filter)),
    getLocation: (key) => nullOn404(() => get<LocationDetail>('locationDetail', keyQuery(key))),
    getFeaturedLocations: async (limit) => (await get<Location[]>('featuredLocations')).slice(0, limit),
    getLocationsByIds: async (ids) => {
      const unique = [...new Set(ids)];
      return unique.length === 0 ? [] : get<Location[]>('locationsByIdList', { id: unique.join(',') });
    },
    getLocationsIn: async (where, options = {}) => {
      const places =
        'regionId' in where
          ? await source.filterLocations({ area: { id: where.regionId }, limit: options.limit ?? 500 })
          : ((await source.getCityDetail({ id: where.cityId }))?.locations ?? []);
      return places.filter((place) => !options.featuredOnly || place.featured).slice(0, options.limit);
    },

    getEvent: (slug) => nullOn404(() => get<EventDetail>('eventDetail', { slug })),
    getChangeRequestPreview: (slug) =>
      nullOn404(() => get<EventDetail & { preview: true; changeRequestSlug: string }>('changeRequestDetail', { slug })),
    getFeaturedEvents: async (limit) => (await get<Event[]>('featuredEvents')).slice(0, limit),
    searchEvents: (search) => get<EventSearchResult>('searchEvents', eventSearchQuery(search)),

    getCities: () => get<CitySummary[]>('cities'),
    getCityDetail: (key) => nullOn404(() => get<CityDetail>('citiesDetail', keyQuery(key))),
    // The spec has no list of areas: every region that holds a place, each read by areaDetail.
    getAreas: async () => {
      const regionIds = new Set(
        (await source.filterLocations({ limit: 500 })).flatMap((p) => (p.region_id ? [p.region_id] : [])),
      );
      const areas = await Promise.all([...regionIds].map((id) => source.getArea({ id })));
      return areas.flatMap((area) => (area ? [reshapeArea(area)] : [])).sort((a, b) => a.name.localeCompare(b.name));
    },
    getArea: (key) => nullOn404(() => get<AreaDetail>('areaDetail', areaQuery(key))),

    getRoadTrips: async () => (await get<{ trips: RoadTrip[] }>('trips')).trips,
    getFeaturedRoadTrips: async () => (await get<{ trips: RoadTrip[] }>('featured_trips')).trips,
    searchRoadTrips: async (search) =>
      (await get<{ trips: RoadTrip[] }>('search_trips', roadTripSearchQuery(search))).trips,
    // No road-trip detail call in the spec: the one asked for, out of GET trips.
    getRoadTrip: async (key) => {
      const trip = (await source.getRoadTrips()).find((t) => ('id' in key ? t.tripId === key.id : t.slug === key.slug));
      if (!trip) return null;
      const { description } = trip as RoadTrip & { description?: string };
      return { ...trip, description: description ?? trip.summary } satisfies RoadTripDetail;
    },

    getVisitor: (userId) => nullOn404(async () => (await asUser<Visitor>(userId, 'GET', visitorPath(userId))).body),
    ensureVisitor: async (userId, email) => {
      const answer = await asUser<Visitor>(userId, 'POST', 'visitors/', { userId, email });
      return { visitor: answer.body, created: answer.status === 201 };
    },

    listTripsForUser: async (userId) =>
      (await asUser<TripAnswer[]>(userId, 'GET', `${visitorPath(userId)}/trips`)).body.map((trip) => reshapeTrip(trip)),
    getTripForUser: (userId, tripId) =>
      nullOn404(async () => {
        const answer = await asUser<TripAnswer>(userId, 'GET', `trips/${tripId}`);
        return reshapeTrip(answer.body, answer.headers.get('etag'));
      }),
    createTrip: async (userId, input) => {
      if (input.owner !== userId) throw new ApiError(403, 'owner: must be the signed-in user', 'owner');
      const answer = await asUser<TripAnswer>(userId, 'POST', 'trips', input);
      return reshapeTrip(answer.body, answer.headers.get('etag'));
    },
    updateTrip: async (userId, tripId, input, expectedVersion) => {
      const headers = expectedVersion === undefined ? undefined : { 'if-match': `"${expectedVersion}"` };
      const answer = await asUser<TripAnswer | { current: TripAnswer }>(
        userId,
        'PUT',
        `trips/${tripId}`,
        input,
        headers,
      );
      if (answer.status === 409 && 'current' in answer.body)
        throw new TripConflictError(reshapeTrip(answer.body.current));
      if (answer.status === 409)
        throw new ApiError(409, 'Someone else changed this trip since you opened it.', 'version');
      return reshapeTrip(answer.body as TripAnswer, answer.headers.get('etag'));
    },
    deleteTrip: async (userId, tripId) =>
      (await asUser<{ tripId: number; deleted: true }>(userId, 'DELETE', `trips/${tripId}`)).body,

    // Not in the spec's table (the spec keeps favourites in the browser): the built-in Main API's
    // visitors/{userId}/favourites, so they live beside the visitor and the places they name.
    listFavourites: async (userId) =>
      (await asUser<{ ids: number[] }>(userId, 'GET', `${visitorPath(userId)}/favourites`)).body.ids,
    addFavourites: async (userId, ids) =>
      (await asUser<{ ids: number[] }>(userId, 'POST', `${visitorPath(userId)}/favourites`, { ids })).body.ids,
    removeFavourites: async (userId, ids) =>
      (await asUser<{ ids: number[] }>(userId, 'DELETE', `${visitorPath(userId)}/favourites`, { ids })).body.ids,
  };
  return source;
}

/** The signed-in user's ID token (refreshed by the session layer when close to expiry). */
export async function sessionToken(userId: string): Promise<string> {
  const { getSessionUser } = await import('@/lib/auth/session');
  const user = await getSessionUser();
  if (!user || user.userId !== userId) throw unauthorized('Sign in to keep trips and favorites.');
  return user.idToken;
}
