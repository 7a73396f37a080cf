import type { PlaceSeed } from '../types';
import { EAT } from './places-eat';
import { MORE_EAT, VENUES_AND_SHOPS, WELCOME_CENTER_PLACES } from './places-extra';
import { GOLF_TRAIL } from './places-golf';
import { SEE_CENTRAL } from './places-see-central';
import { SEE_NORTH } from './places-see-north';
import { SEE_RIVER } from './places-see-river';
import { SEE_SOUTH } from './places-see-south';
import { STAY } from './places-stay';

/** Every curated place, in the order they are inserted. */
export const ALL_PLACES: PlaceSeed[] = [
  ...SEE_NORTH,
  ...SEE_CENTRAL,
  ...SEE_RIVER,
  ...SEE_SOUTH,
  ...GOLF_TRAIL,
  ...VENUES_AND_SHOPS,
  ...WELCOME_CENTER_PLACES,
  ...EAT,
  ...MORE_EAT,
  ...STAY,
];
