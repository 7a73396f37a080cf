// The wording of the search page, its results and the header's search box with suggestions.
// Spanish in messages.es.ts.
export const SEARCH_MESSAGES = {
  label: 'Search the site',
  /** The header's search landmark: named, so that it differs from a page's own search form. */
  landmark: 'Site search',
  placeholder: 'Search Alabama',
  button: 'Search',
  suggestions: 'Suggestions',
  count:
    '{n, plural, =0 {No suggestions.} one {# suggestion. Use the up and down arrows to choose.} other {# suggestions. Use the up and down arrows to choose.}}',
  kinds: {
    places: 'Places',
    events: 'Events',
    'road-trips': 'Road Trips',
    articles: 'Articles',
    cities: 'Cities and Towns',
  },
  title: 'Search',
  description: 'Search Alabama places, events, road trips, articles and towns.',
  lede: 'Find places, events, road trips, articles and towns across Alabama.',
  resultsFor: 'Search results for “{q}”',
  kindMatching: '{kind} matching “{q}”',
  results: '{n, plural, one {# result} other {# results}}',
  noResults: 'No results. Try fewer or different words.',
  allKinds: 'All kinds of results',
  resultPages: 'Result pages',
  groupTitle: '{kind} ({n})',
  allOfKind: 'All {n} {kind}',
};
