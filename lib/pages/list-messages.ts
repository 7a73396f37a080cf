// The wording of the lists every content page shares (cards of places, events and road trips, the
// pager), which the map's client components show too. Spanish in list-messages.es.ts.
export const LIST_MESSAGES = {
  empty: 'Nothing to show here yet.',
  placesEmpty: 'No places to show here yet.',
  eventsEmpty: 'No upcoming events here yet.',
  roadTripsEmpty: 'No road trips to show here yet.',
  milesAway: '{miles, plural, one {# mile} other {# miles}} away',
  tripLength: '{days, plural, one {# day} other {# days}} · {stops, plural, one {# stop} other {# stops}}',
  pagesLabel: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {count}',
};
