// The words of the editorial pages around their text (lib/pages/editorial/*): breadcrumbs, the
// titles of the live sections under the text, and the app pages. Spanish in messages.es.ts.
export const EDITORIAL_MESSAGES = {
  crumbs: {
    planYourTrip: 'Plan Your Trip',
    stayingSafe: 'Staying Safe',
    newsletter: 'Newsletter',
    subscribe: 'Subscribe',
    thankYou: 'Thank you',
    vacationGuide: 'Vacation Guide',
    apps: 'Apps',
  },
  sections: {
    latestStories: 'Latest stories',
    storiesEmpty: 'Stories are on their way.',
    placesToUnwind: 'Places to unwind',
    comingUpSoon: 'Coming up soon',
    sweetStops: 'Sweet stops',
    challengePhotos: 'Photos from the challenge',
    placesVisitorsLove: 'Places visitors love',
    attractions: 'Attractions',
  },
  apps: {
    whatItDoes: 'What it does',
    getTheApp: 'Get the app',
    storeSearch: 'The app is free. Search for “{name}” in the App Store on iPhone or on Google Play on Android.',
    browseRoadTrips: 'Browse the road trips on this site',
    exploreCivilRights: 'Explore Alabama’s civil rights legacy on this site',
  },
};
