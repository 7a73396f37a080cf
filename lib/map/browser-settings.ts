import { env } from '@/lib/env';

/**
 * What the browser's maps need from the environment: the Google Maps key (Google's maps and
 * place search instead of the offline map) and a tile server for the offline map. Read when a page
 * renders, not when the site is built, so one build serves every environment (docs/OPERATIONS.md);
 * the pages a build prerendered are kept only where these match (lib/cache/site-scope.mjs).
 */
export type MapSettings = { googleMapsApiKey: string | null; tileUrl: string | null };

export function mapSettings(): MapSettings {
  const vars = env();
  return {
    googleMapsApiKey: vars.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || null,
    tileUrl: vars.NEXT_PUBLIC_MAP_TILE_URL || null,
  };
}
