/** Shown when "Save as my trip" finds the road trip among the user's trips; the API says it too. */
export const ROAD_TRIP_SAVED_ALREADY = 'You saved this road trip already.';
