'use client';

import dynamic from 'next/dynamic';
import { useSessionUser } from '@/components/account/use-session-user';

const FavouritesSync = dynamic(() => import('./favourites-sync').then((module) => module.FavouritesSync), {
  ssr: false,
});

/** Mounted once in the layout: the favourites store loads only once someone is signed in, to merge this browser's favourites. */
export function LazyFavouritesSync() {
  return useSessionUser().status === 'signed-in' ? <FavouritesSync /> : null;
}
