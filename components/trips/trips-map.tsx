'use client';

import { useState } from 'react';
import { MapCanvas } from '@/components/map/map-canvas';
import type { MapPlace } from '@/components/map/types';

const ignoreMove = () => undefined;

/** Every stop of the user's trips on one map (route mytrip-map). */
export function TripsMap({ places }: { places: MapPlace[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  return <MapCanvas places={places} selected={selected} initialBbox={null} initialZoom={null} onSelect={setSelected} onMove={ignoreMove} label="Map of the stops on your trips" />;
}
