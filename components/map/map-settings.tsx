'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MapSettings } from '@/lib/map/browser-settings';

const NO_SETTINGS: MapSettings = { googleMapsApiKey: null, tileUrl: null };
const MapSettingsContext = createContext<MapSettings>(NO_SETTINGS);

/** Hands the server's map settings (lib/map/browser-settings.ts) to the maps in the browser. */
export function MapSettingsProvider({ settings, children }: { settings: MapSettings; children: ReactNode }) {
  return <MapSettingsContext.Provider value={settings}>{children}</MapSettingsContext.Provider>;
}

/** The Google Maps key and tile server this environment configures; none outside a provider. */
export function useMapSettings(): MapSettings {
  return useContext(MapSettingsContext);
}
