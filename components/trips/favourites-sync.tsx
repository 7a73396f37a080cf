'use client';

import { useFavourites } from './favourites-store';

/** Mounted once in the layout: merges this browser's favourites into the account as soon as someone signs in. */
export function FavouritesSync() {
  useFavourites();
  return null;
}
