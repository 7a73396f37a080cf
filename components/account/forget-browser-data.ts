'use client';

import { refreshAllFetchedValues } from '@/components/shell/fetched-value';
import { forgetLocalFavourites } from '@/components/trips/favourites-store';
import { forgetMyTrips } from '@/components/trips/trip-store';
import { STORAGE_KEYS } from '@/lib/constants';
import { forgetOfflineData } from '@/lib/offline/saved-trips';

/**
 * After sign-out (or account deletion): drops what this browser kept for the user, so the next
 * person on a shared computer inherits nothing: the favourites and trip list in localStorage,
 * and every shared answer (session, header), each fetched again as a signed-out visitor.
 */
export async function forgetBrowserData(): Promise<void> {
  forgetLocalFavourites();
  forgetMyTrips();
  window.localStorage.removeItem(STORAGE_KEYS.user);
  await forgetOfflineData();
  await refreshAllFetchedValues();
}
