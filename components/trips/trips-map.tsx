'use client';

import { useState, type ReactNode } from 'react';
import { MapCanvas } from '@/components/map/map-canvas';
import type { MapPlace } from '@/components/map/types';

const ignoreMove = () => undefined;

/** Every stop of the user's trips on one map (route mytrip-map); standIn shows until the map loads. */
export function TripsMap({ places, standIn }: { places: MapPlace[]; standIn: ReactNode }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <MapCanvas
      standIn={standIn}
      places={places}
      selected={selected}
      initialBbox={null}
      initialZoom={null}
      onSelect={setSelected}
      onMove={ignoreMove}
      label="Map of the stops on your trips"
    />
  );
}
