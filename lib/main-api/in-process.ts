import { getAreaInDb, getAreasInDb } from '@/lib/areas';
import { getCitiesInDb, getCityDetailInDb } from '@/lib/cities';
import { getChangeRequestPreviewInDb, getEventInDb, getFeaturedEventsInDb, searchEventsInDb } from '@/lib/events';
import { addFavouritesInDb, listFavouritesInDb, removeFavouritesInDb } from '@/lib/favourites';
import {
  filterLocationsInDb,
  getFeaturedLocationsInDb,
  getLocationInDb,
  getLocationsByIdsInDb,
  getLocationsInInDb,
} from '@/lib/locations';
import { getFeaturedRoadTripsInDb, getRoadTripInDb, getRoadTripsInDb, searchRoadTripsInDb } from '@/lib/road-trips';
import { createTripInDb, deleteTripInDb, getTripForUserInDb, listTripsForUserInDb, updateTripInDb } from '@/lib/trips';
import { ensureVisitorInDb, getVisitorInDb } from '@/lib/visitors';
import type { MainApiSource } from './types';

/**
 * The Main API on this site's own database: the domain modules' queries. The built-in Main API
 * (app/prod) and a site without MAIN_API_URL answer from these.
 */
export const inProcessMainApi: MainApiSource = {
  filterLocations: filterLocationsInDb,
  getLocation: getLocationInDb,
  getFeaturedLocations: getFeaturedLocationsInDb,
  getLocationsByIds: getLocationsByIdsInDb,
  getLocationsIn: getLocationsInInDb,
  getEvent: getEventInDb,
  getChangeRequestPreview: getChangeRequestPreviewInDb,
  getFeaturedEvents: getFeaturedEventsInDb,
  searchEvents: searchEventsInDb,
  getCities: getCitiesInDb,
  getCityDetail: getCityDetailInDb,
  getAreas: getAreasInDb,
  getArea: getAreaInDb,
  getRoadTrips: getRoadTripsInDb,
  getFeaturedRoadTrips: getFeaturedRoadTripsInDb,
  searchRoadTrips: searchRoadTripsInDb,
  getRoadTrip: getRoadTripInDb,
  getVisitor: getVisitorInDb,
  ensureVisitor: ensureVisitorInDb,
  listTripsForUser: listTripsForUserInDb,
  getTripForUser: getTripForUserInDb,
  createTrip: createTripInDb,
  updateTrip: updateTripInDb,
  deleteTrip: deleteTripInDb,
  listFavourites: listFavouritesInDb,
  addFavourites: addFavouritesInDb,
  removeFavourites: removeFavouritesInDb,
};
