// The wording of the road trip pages (ROAD_TRIP_MESSAGES, namespace roadTrips) and of the
// "take this trip" controls, which are client components (ROAD_TRIP_ACTION_MESSAGES, namespace
// roadTripActions). Spanish in messages.es.ts.

/** Shown when "Save as my trip" finds the road trip among the user's trips; the API says it too. */
export const ROAD_TRIP_SAVED_ALREADY = 'You saved this road trip already.';

export const ROAD_TRIP_ACTION_MESSAGES = {
  save: 'Save as my trip',
  saving: 'Saving…',
  saveFailed: 'The trip could not be saved. Please try again.',
  savedAlready: ROAD_TRIP_SAVED_ALREADY,
  openSaved: 'Open my saved trip',
  saveCopy: 'Save a copy',
  copyName: 'Name of the copy',
  gpx: 'Download route (.gpx)',
  firstDay: 'First day of your trip',
  ics: 'Download calendar (.ics)',
  needDay: 'Choose the first day of your trip to make a calendar.',
};

export const ROAD_TRIP_MESSAGES = {
  roadTrips: 'Road Trips',
  title: 'Alabama Road Trips',
  description:
    'Featured Alabama road trips: the Civil Rights Trail, the barbecue trail, the Gulf Coast, the Shoals’ music history and more, stop by stop.',
  lede: 'Ready-made routes across Alabama, each with its stops in order. Pick one, then add the stops to your own trip.',
  featuredEmpty: 'Featured road trips are on their way.',
  seeAll: 'See all road trips',
  allTitle: 'All Alabama Road Trips',
  allDescription:
    'Every Alabama road trip, filtered by experience and region: beaches, civil rights, food, music, history, outdoors and golf.',
  allHeading: 'All Road Trips',
  allCrumb: 'All',
  count: '{n, plural, one {# road trip} other {# road trips}}',
  allEmpty: 'No road trips match. Try another experience or region.',
  filterLabel: 'Filter road trips',
  experience: 'Experience',
  allExperiences: 'All experiences',
  region: 'Region',
  allRegions: 'All regions',
  show: 'Show road trips',
  tripTitle: '{name}: Alabama Road Trip',
  tripTitleShort: '{name}: Road Trip',
  tripDescription: 'A {days}-day Alabama road trip with {stops, plural, one {# stop} other {# stops}}.',
  length: '{days, plural, one {# day} other {# days}} · {stops, plural, one {# stop} other {# stops}}',
  takeThisTrip: 'Take this trip',
  openInGoogleMaps: 'Open in Google Maps',
  openInGoogleMapsPart: 'Open in Google Maps (part {part} of {parts})',
  stops: 'Stops',
  stopsEmpty: 'Stops for this trip are on their way.',
  experiencesOnTrip: 'Experiences on this trip',
  mapTitle: 'Map of Alabama showing the {n} stops of {title}',
  mapCaption: 'Stops are numbered in the order of the trip.',
};
