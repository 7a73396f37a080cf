'use client';

import { useMapSettings } from '@/components/map/map-settings';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '@/components/shell/use-reduced-motion';
import { STATE_BOUNDS } from '@/lib/constants';
import { COUNTY_OVERLAY } from '@/lib/map/county-overlay';
import { routeBounds } from '@/lib/trip-planner/day-routes';
import { markerSpecs } from './route-frame';
import type { RouteMapBackendProps } from './trip-route-map';
import styles from './route-map.module.css';
import { useMapText } from './use-map-text';

/** Room around a fitted route, in pixels: a marker's radius and its outline, and a margin. */
const FIT_PADDING = 28;

/**
 * The trip's routes on the offline map: the county picture, each day's line over a white casing,
 * and a numbered marker per stop (never clustered). The map is made once; a change of route
 * redraws only the lines and markers, and the view is fitted again only when the days shown change.
 */
export default function OfflineRouteMap({ days, whole, fitKey, label, onReady }: RouteMapBackendProps) {
  const text = useMapText();
  const { tileUrl } = useMapSettings();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<string | null>(null);
  const reducedMotion = useReducedMotion();
  const animate = useRef(!reducedMotion);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      keyboard: true,
      zoomAnimation: animate.current,
      fadeAnimation: animate.current,
      markerZoomAnimation: animate.current,
      inertia: animate.current,
      zoomSnap: 0.5,
      maxBounds: L.latLngBounds(
        [STATE_BOUNDS.minLat - 3, STATE_BOUNDS.minLng - 4],
        [STATE_BOUNDS.maxLat + 3, STATE_BOUNDS.maxLng + 4],
      ),
      minZoom: 5,
      maxZoom: 17,
    });
    map.fitBounds(STATE_LATLNG_BOUNDS);
    const tiles = tileUrl;
    if (tiles) L.tileLayer(tiles, { maxZoom: 17 }).addTo(map);
    L.imageOverlay(COUNTY_OVERLAY.url, COUNTY_OVERLAY.bounds, {
      interactive: false,
      opacity: tiles ? 0.35 : 1,
      alt: '',
    }).addTo(map);
    layer.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const group = layer.current;
    const node = container.current;
    if (!map || !group || !node) return;
    group.clearLayers();
    for (const day of days) {
      const line = day.path.map((p): [number, number] => [p.lat, p.lng]);
      L.polyline(line, { color: '#ffffff', weight: 7, opacity: 1, interactive: false }).addTo(group);
      L.polyline(line, { color: day.color, weight: 4, opacity: 1, dashArray: day.dash || undefined })
        .bindTooltip(text('day', { day: day.day }), { sticky: true })
        .addTo(group);
    }
    const specs = markerSpecs(days, { whole, text });
    for (const spec of specs) {
      const stop = spec.kind === 'stop';
      L.marker([spec.point.lat, spec.point.lng], {
        keyboard: false,
        title: spec.title,
        zIndexOffset: stop ? 100 : 0,
        icon: L.divIcon({
          className: stop ? styles.pin : styles.endPin,
          html: `<span style="background:${spec.color}" class="${styles.pinFace}">${spec.label}</span>`,
          iconSize: [24, 24],
        }),
      })
        .bindTooltip(spec.title)
        .addTo(group);
    }
    node.dataset.markers = String(specs.length);
    node.dataset.lines = String(days.length);
    const bounds = routeBounds(days);
    if (fitted.current !== fitKey && bounds) {
      fitted.current = fitKey;
      map.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { padding: [FIT_PADDING, FIT_PADDING], maxZoom: 12, animate: animate.current },
      );
    }
    if (!node.dataset.ready) {
      node.dataset.ready = 'true';
      ready.current();
    }
  }, [days, whole, fitKey, text]);

  return (
    <div
      ref={container}
      className={styles.live}
      role="application"
      aria-roledescription="map"
      aria-label={label}
      data-testid="trip-route-live"
      data-backend="offline"
    />
  );
}

const STATE_LATLNG_BOUNDS: L.LatLngBoundsExpression = [
  [STATE_BOUNDS.minLat, STATE_BOUNDS.minLng],
  [STATE_BOUNDS.maxLat, STATE_BOUNDS.maxLng],
];
