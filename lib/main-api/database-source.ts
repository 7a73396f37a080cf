import * as areas from '@/lib/areas/database';
import * as cities from '@/lib/cities/database';
import * as events from '@/lib/events/database';
import * as favourites from '@/lib/favourites/database';
import * as locations from '@/lib/locations/database';
import * as roadTrips from '@/lib/road-trips/database';
import * as trips from '@/lib/trips/database';
import * as visitors from '@/lib/visitors/database';
import type { DataSource } from './types';

/**
 * The Main API on this site's own database: the domain modules' queries. The built-in Main API
 * (app/prod) answers from these, and so does a site without `MAIN_API_URL`.
 */
export const databaseSource: DataSource = {
  filterLocations: locations.filterLocations,
  getLocation: locations.getLocation,
  getFeaturedLocations: locations.getFeaturedLocations,
  getLocationsByIds: locations.getLocationsByIds,
  getLocationsIn: locations.getLocationsIn,
  getEvent: events.getEvent,
  getChangeRequestPreview: events.getChangeRequestPreview,
  getFeaturedEvents: events.getFeaturedEvents,
  searchEvents: events.searchEvents,
  getCities: cities.getCities,
  getCityDetail: cities.getCityDetail,
  getAreas: areas.getAreas,
  getArea: areas.getArea,
  getRoadTrips: roadTrips.getRoadTrips,
  getFeaturedRoadTrips: roadTrips.getFeaturedRoadTrips,
  searchRoadTrips: roadTrips.searchRoadTrips,
  getRoadTrip: roadTrips.getRoadTrip,
  getVisitor: visitors.getVisitor,
  ensureVisitor: visitors.ensureVisitor,
  listTripsForUser: trips.listTripsForUser,
  getTripForUser: trips.getTripForUser,
  createTrip: trips.createTrip,
  updateTrip: trips.updateTrip,
  deleteTrip: trips.deleteTrip,
  listFavourites: favourites.listFavourites,
  addFavourites: favourites.addFavourites,
  removeFavourites: favourites.removeFavourites,
};
