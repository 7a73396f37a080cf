import type { PlaceSeed } from '../types';
import { SEE_CENTRAL } from './places-see-central';
import { SEE_NORTH } from './places-see-north';
import { SEE_RIVER } from './places-see-river';

/** Every curated place, in the order they are inserted. */
export const ALL_PLACES: PlaceSeed[] = [...SEE_NORTH, ...SEE_CENTRAL, ...SEE_RIVER];
