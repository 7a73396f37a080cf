import type { AreaDetail, AreaSummary } from '@/lib/areas/database';
import type { CityDetail, CitySummary } from '@/lib/cities/database';
import type { EventSearchResult } from '@/lib/events/database';
import type { Event, EventDetail } from '@/lib/events/shape';
import type { EventSearch } from '@/lib/events/schema';
import type { Location, LocationDetail } from '@/lib/locations/shape';
import type { LocationFilter } from '@/lib/locations/schema';
import type { RoadTrip, RoadTripDetail } from '@/lib/road-trips/database';
import type { RoadTripSearch } from '@/lib/road-trips/schema';
import type { Trip } from '@/lib/trips/types';
import type { CreateTripInput, UpdateTripInput } from '@/lib/trips/schema';
import type { Visitor } from '@/lib/visitors/database';

type Key = { id: number } | { slug: string };

/**
 * Every read and write of Main API data the site makes, in the site's own shapes. Two
 * implementations: ./database-source.ts on this site's database (the default) and ./http-source.ts
 * over `MAIN_API_URL`; ./data-source.ts picks one. User calls take the user id the session
 * verified; the HTTP side sends that user's ID token with them.
 */
export interface DataSource {
  filterLocations(filter: LocationFilter): Promise<Location[]>;
  getLocation(key: Key): Promise<LocationDetail | null>;
  getFeaturedLocations(limit?: number): Promise<Location[]>;
  getLocationsByIds(ids: number[]): Promise<Location[]>;
  getLocationsIn(
    where: { regionId: number } | { cityId: number },
    options?: { featuredOnly?: boolean; limit?: number },
  ): Promise<Location[]>;

  getEvent(slug: string): Promise<EventDetail | null>;
  getChangeRequestPreview(slug: string): Promise<(EventDetail & { preview: true; changeRequestSlug: string }) | null>;
  getFeaturedEvents(limit?: number): Promise<Event[]>;
  searchEvents(search: EventSearch): Promise<EventSearchResult>;

  getCities(): Promise<CitySummary[]>;
  getCityDetail(key: Key): Promise<CityDetail | null>;
  getAreas(): Promise<AreaSummary[]>;
  getArea(key: Key): Promise<AreaDetail | null>;

  getRoadTrips(): Promise<RoadTrip[]>;
  getFeaturedRoadTrips(): Promise<RoadTrip[]>;
  searchRoadTrips(search: RoadTripSearch): Promise<RoadTrip[]>;
  getRoadTrip(key: Key): Promise<RoadTripDetail | null>;

  getVisitor(userId: string): Promise<Visitor | null>;
  ensureVisitor(userId: string, email: string): Promise<{ visitor: Visitor; created: boolean }>;

  listTripsForUser(userId: string): Promise<Trip[]>;
  getTripForUser(userId: string, tripId: number): Promise<Trip | null>;
  createTrip(userId: string, input: CreateTripInput): Promise<Trip>;
  updateTrip(userId: string, tripId: number, input: UpdateTripInput, expectedVersion?: number): Promise<Trip>;
  deleteTrip(userId: string, tripId: number): Promise<{ tripId: number; deleted: true }>;

  listFavourites(userId: string): Promise<number[]>;
  addFavourites(userId: string, ids: number[]): Promise<number[]>;
  removeFavourites(userId: string, ids: number[]): Promise<number[]>;
}
