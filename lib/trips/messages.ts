/** Every string the trip planner's create form, popup and place actions show; SPEC's are verbatim. */
export const TRIP_MESSAGES = {
  destinationRequired: 'Please enter a destination.',
  startRequired: 'We will need to know where you are starting from?',
  submit: "Let's Plan My Trip",
  submitting: 'Planning…',
  added: 'Trip added!',
  tripName: '{city} Trip',
  modalTitle: 'Create Your Trip',
  destination: 'Where are you going?',
  destinationHint: 'Type a city or a place in Alabama, then choose it from the list.',
  hasStart: 'Do you want to add a starting point?',
  yes: 'Yes',
  no: 'No',
  start: 'Where are you starting from?',
  close: 'Close',
  noMatches: 'No places in Alabama match.',
  appPromoTitle: 'Take your trip on the road',
  appPromo: 'The free Alabama road-trip app puts your trips, favorites and directions in your pocket.',
  appPromoLink: 'Get the road-trip app',
  favourite: 'Save to favorites',
  unfavourite: 'Remove from favorites',
  addToTrip: 'Add to trip',
  chooseTrip: 'Choose a trip',
  addedToTrip: 'Added to {trip}.',
  alreadyInTrip: 'Already in {trip}.',
  createFirst: 'Create a trip first',
  popup: 'Your new trip is ready. Add places from the map or an attraction page.',
  dismiss: 'Dismiss',
} as const;

/** A new trip's name in English, '{destination city} Trip'. */
export const tripNameFor = (city: string) => TRIP_MESSAGES.tripName.replace('{city}', city);
