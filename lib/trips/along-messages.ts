/** What "Along the way" shows and announces, in one place so its tests read the same words. */
export const ALONG_TEXT = {
  toggle: 'Find places along day {day}’s route',
  heading: 'Along the way',
  kindLegend: 'Show places to',
  kinds: { eat: 'Eat', stay: 'Stay', see: 'See' },
  distance: 'Distance from the route',
  distanceOption: 'Within {miles} miles',
  noRoute: 'Give this day a start and a stop to find places along its route.',
  loading: 'Looking for places along the route…',
  found:
    '{count, plural, one {# {kind, select, eat {place to eat} stay {place to stay} other {place to see}}} other {# {kind, select, eat {places to eat} stay {places to stay} other {places to see}}}} within {miles} miles of day {day}’s route, the shortest detours first.',
  empty:
    '{widest, select, yes {Nothing of ours within {miles} miles of this route.} other {Nothing of ours within {miles} miles of this route. Try a wider distance.}}',
  error: 'We could not look for places along this route just now.',
  retry: 'Try again',
  detour: '+{minutes} min',
  detourHint: 'Extra driving',
  offRoute: '{miles} mi off the route',
  add: 'Add to day {day}',
  stayHere: 'Stay here tonight',
  /** Read after a button's visible words, so that each names its place (a space first: some engines add one). */
  forPlace: ' ({name})',
  added: '{name} added to day {day}.',
  based: '{name} is now where day {day} ends for the night.',
} as const;
