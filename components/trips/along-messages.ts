import type { AlongRouteKind } from '@/lib/trip-planner/along-route-query';

const PLACES_TO: Record<AlongRouteKind, [one: string, many: string]> = {
  eat: ['place to eat', 'places to eat'],
  stay: ['place to stay', 'places to stay'],
  see: ['place to see', 'places to see'],
};

/** What "Along the way" shows and announces, in one place so its tests read the same words. */
export const ALONG_TEXT = {
  toggle: (day: number) => `Find places along day ${day}’s route`,
  heading: 'Along the way',
  kindLegend: 'Show places to',
  kinds: { eat: 'Eat', stay: 'Stay', see: 'See' } satisfies Record<AlongRouteKind, string>,
  distance: 'Distance from the route',
  distanceOption: (miles: number) => `Within ${miles} miles`,
  noRoute: 'Give this day a start and a stop to find places along its route.',
  loading: 'Looking for places along the route…',
  found: (count: number, kind: AlongRouteKind, miles: number, day: number) =>
    `${count} ${PLACES_TO[kind][count === 1 ? 0 : 1]} within ${miles} miles of day ${day}’s route, the shortest detours first.`,
  empty: (miles: number, widest: boolean) =>
    widest
      ? `Nothing of ours within ${miles} miles of this route.`
      : `Nothing of ours within ${miles} miles of this route. Try a wider distance.`,
  error: 'We could not look for places along this route just now.',
  retry: 'Try again',
  detour: (minutes: number) => `+${minutes} min`,
  detourHint: 'Extra driving',
  offRoute: (miles: number) => `${miles} mi off the route`,
  add: (day: number) => `Add to day ${day}`,
  stayHere: 'Stay here tonight',
  /** Read after a button's visible words, so that each names its place (a space first: some engines add one). */
  forPlace: (name: string) => ` (${name})`,
  added: (name: string, day: number) => `${name} added to day ${day}.`,
  based: (name: string, day: number) => `${name} is now where day ${day} ends for the night.`,
} as const;
