'use client';

import { useMapSettings } from '@/components/map/map-settings';
import { AdvancedMarker, APIProvider, Map, Polyline, useMap, type PolylineProps } from '@vis.gl/react-google-maps';
import { useEffect, useMemo, useRef } from 'react';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@/lib/constants';
import { routeBounds, type DayRoute } from '@/lib/trip-planner/day-routes';
import { markerSpecs } from './route-frame';
import type { RouteMapBackendProps } from './trip-route-map';
import styles from './route-map.module.css';
import { useMapText } from './use-map-text';

/**
 * Google draws a dash as a repeated symbol over an invisible line: a short stroke for a dashed
 * day, a dot for a dotted one (DAY_DASHES in day-routes.ts); a solid day is a plain line.
 */
/** A circle of radius 1 as an SVG path: Google's own SymbolPath needs its script loaded first. */
const DOT = 'M -1,0 a 1,1 0 1,0 2,0 a 1,1 0 1,0 -2,0';

function dashIcons(day: DayRoute): PolylineProps['icons'] {
  if (!day.dash) return undefined;
  const dotted = day.lineStyle === 'dotted line';
  return [
    {
      icon: dotted
        ? { path: DOT, scale: 2, fillColor: day.color, fillOpacity: 1, strokeOpacity: 0 }
        : { path: 'M 0,-1 0,1', strokeColor: day.color, strokeOpacity: 1, strokeWeight: 4, scale: 3 },
      offset: '0',
      repeat: dotted ? '9px' : '15px',
    },
  ];
}

function Routes({ days, whole, fitKey, onReady }: Omit<RouteMapBackendProps, 'label'>) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  const text = useMapText();
  const specs = useMemo(() => markerSpecs(days, { whole, text }), [days, whole, text]);
  useEffect(() => {
    const bounds = routeBounds(days);
    if (!map || !bounds || fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.fitBounds(bounds, 28);
    onReady();
  }, [map, days, fitKey, onReady]);
  return (
    <>
      {days.map((day) => (
        <Polyline key={`casing-${day.day}`} path={day.path} strokeColor="#ffffff" strokeWeight={7} strokeOpacity={1} />
      ))}
      {days.map((day) => (
        <Polyline
          key={`line-${day.day}`}
          path={day.path}
          strokeColor={day.color}
          strokeWeight={4}
          strokeOpacity={day.dash ? 0 : 1}
          icons={dashIcons(day)}
        />
      ))}
      {specs.map((spec, i) => (
        <AdvancedMarker key={`${spec.kind}-${spec.label}-${i}`} position={spec.point} title={spec.title}>
          <span className={spec.kind === 'stop' ? styles.pin : styles.endPin}>
            <span className={styles.pinFace} style={{ background: spec.color }}>
              {spec.label}
            </span>
          </span>
        </AdvancedMarker>
      ))}
    </>
  );
}

/** The trip's routes on Google Maps (when the environment sets a Google Maps key): the same lines and numbered markers as the offline map. */
export default function GoogleRouteMap({ days, whole, fitKey, label, onReady }: RouteMapBackendProps) {
  const { googleMapsApiKey } = useMapSettings();
  return (
    <APIProvider apiKey={googleMapsApiKey ?? ''}>
      <div
        className={styles.live}
        data-ready="true"
        role="region"
        aria-label={label}
        data-testid="trip-route-live"
        data-backend="google"
      >
        <Map
          mapId="DEMO_MAP_ID"
          defaultCenter={DEFAULT_MAP_CENTER}
          defaultZoom={DEFAULT_MAP_ZOOM}
          gestureHandling="cooperative"
          keyboardShortcuts
        >
          <Routes days={days} whole={whole} fitKey={fitKey} onReady={onReady} />
        </Map>
      </div>
    </APIProvider>
  );
}
