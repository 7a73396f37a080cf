import type { MapTab } from '@/lib/constants';

export const TAB_LABELS: Record<MapTab, string> = {
  see: 'See',
  eat: 'Eat',
  stay: 'Stay',
  experiences: 'Experiences',
  wonders: 'Natural Wonders',
  responsibly: 'Travel Responsibly',
  trips: 'My Favorites',
};

export const MAP_TEXT = {
  title: 'Map of Places to Go',
  lede: 'Find places to see, eat and stay across Alabama. Move or zoom the map to search that area; choose a place in the list to find it on the map.',
  allPlaces: 'All places',
  tabsLabel: 'Kinds of places',
  area: 'Area',
  anyArea: 'All areas',
  experience: 'Experience',
  anyExperience: 'All experiences',
  apply: 'Show places',
  listHeading: 'Places on the map',
  mapLabel: 'Map of Alabama. Use the arrow keys to move the map and the plus and minus keys to zoom.',
  empty: 'No places match this view. Zoom out or choose another tab.',
  noFavourites: 'You have no favorite places yet. Press the heart on a place to keep it here.',
  loading: 'Searching this part of the map…',
  details: 'Details',
  saveOrPlan: 'Save or add to a trip',
  count: (n: number) => (n === 1 ? '1 place in view' : `${n} places in view`),
  selectedOnMap: (name: string) => `${name} is highlighted on the map.`,
  showMore: (n: number) => (n === 1 ? 'Show 1 more place' : `Show ${n} more places`),
  listedOf: (shown: number, total: number) => `Listing ${shown} of ${total}.`,
} as const;
