'use client';

import { useMapSettings } from '@/components/map/map-settings';
import { AdvancedMarker, APIProvider, Map, useMap, type MapEvent } from '@vis.gl/react-google-maps';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@/lib/constants';
import { clusterIndex } from './clusters';
import type { Bbox, MapBackendProps } from './types';
import styles from './map.module.css';

function Markers({
  places,
  selected,
  onSelect,
  view,
}: Pick<MapBackendProps, 'places' | 'selected' | 'onSelect'> & { view: { bbox: Bbox; zoom: number } | null }) {
  const t = useTranslations('map');
  const map = useMap();
  const index = useMemo(() => clusterIndex(places), [places]);
  const byId = useMemo(() => new globalThis.Map(places.map((p) => [p.id, p])), [places]);
  if (!view) return null;
  return (
    <>
      {index.clusters(view.bbox, view.zoom).map((item) =>
        item.kind === 'cluster' ? (
          <AdvancedMarker
            key={`c${item.id}`}
            position={item}
            title={t('cluster', { n: item.count })}
            onClick={() => map?.setOptions({ center: item, zoom: index.expansionZoom(item.id) })}
          >
            <span className={styles.cluster}>{item.count}</span>
          </AdvancedMarker>
        ) : (
          <AdvancedMarker
            key={item.id}
            position={item}
            title={byId.get(item.id)?.name}
            onClick={() => onSelect(item.id)}
          >
            <span className={item.id === selected ? styles.pinSelected : styles.pin} />
          </AdvancedMarker>
        ),
      )}
    </>
  );
}

/** Google Maps, used when the environment sets a Google Maps key; clusters come from the same index as the offline map. */
export default function GoogleMap({
  places,
  selected,
  initialBbox,
  initialZoom,
  onSelect,
  onMove,
  label,
}: MapBackendProps) {
  const { googleMapsApiKey } = useMapSettings();
  const [view, setView] = useState<{ bbox: Bbox; zoom: number } | null>(null);
  const center = initialBbox
    ? { lat: (initialBbox[1] + initialBbox[3]) / 2, lng: (initialBbox[0] + initialBbox[2]) / 2 }
    : DEFAULT_MAP_CENTER;
  const onIdle = (event: MapEvent) => {
    const b = event.map.getBounds();
    if (!b) return;
    const next = {
      bbox: [b.getSouthWest().lng(), b.getSouthWest().lat(), b.getNorthEast().lng(), b.getNorthEast().lat()] as Bbox,
      zoom: event.map.getZoom() ?? DEFAULT_MAP_ZOOM,
    };
    setView(next);
    onMove(next);
  };
  return (
    <APIProvider apiKey={googleMapsApiKey ?? ''}>
      <div className={styles.canvas} aria-label={label} role="region" data-testid="map" data-backend="google">
        <Map
          mapId="DEMO_MAP_ID"
          defaultCenter={center}
          defaultZoom={initialZoom ?? DEFAULT_MAP_ZOOM}
          gestureHandling="cooperative"
          onIdle={onIdle}
          keyboardShortcuts
        >
          <Markers places={places} selected={selected} onSelect={onSelect} view={view} />
        </Map>
      </div>
    </APIProvider>
  );
}
