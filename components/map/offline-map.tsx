'use client';

import { useMapSettings } from '@/components/map/map-settings';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, STATE_BOUNDS } from '@/lib/constants';
import { COUNTY_OVERLAY } from '@/lib/map/county-overlay';
import { useReducedMotion } from '@/components/shell/use-reduced-motion';
import { clusterIndex, clusterSize } from './clusters';
import { actionsId } from './place-list';
import type { Bbox, MapBackendProps } from './types';
import styles from './map.module.css';

function viewOf(map: L.Map): { bbox: Bbox; zoom: number } {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/**
 * A chosen marker's popup: the place's name, and a button to its favourite and add-to-trip
 * controls in the list (one copy of them, reachable by keyboard too). Built as DOM, never as HTML.
 */
function placePopup(place: { id: number; name: string }, buttonText: string): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = place.name;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.popupButton ?? '';
  button.textContent = buttonText;
  button.addEventListener('click', () =>
    document.getElementById(actionsId(place.id))?.querySelector<HTMLElement>('button')?.focus(),
  );
  box.append(name, document.createElement('br'), button);
  return box;
}

/** The offline map: Alabama's counties drawn from a local file, markers on a canvas; no network, no keys. */
export default function OfflineMap({
  places,
  selected,
  initialBbox,
  initialZoom,
  onSelect,
  onMove,
  label,
}: MapBackendProps) {
  const saveOrPlan = useTranslations('map')('saveOrPlan');
  const { tileUrl } = useMapSettings();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const highlight = useRef<L.CircleMarker | null>(null);
  const callbacks = useRef({ onSelect, onMove });
  // Read when the map is made: Leaflet fixes its animations then.
  const reducedMotion = useReducedMotion();
  const animate = useRef(!reducedMotion);
  useEffect(() => {
    animate.current = !reducedMotion;
  }, [reducedMotion]);
  useEffect(() => {
    callbacks.current = { onSelect, onMove };
  });
  const index = useMemo(() => clusterIndex(places), [places]);
  const byId = useMemo(() => new Map(places.map((p) => [p.id, p])), [places]);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      preferCanvas: true,
      keyboard: true,
      // A visitor who asked for less motion gets jumps instead of zoom, fade and glide animations.
      zoomAnimation: animate.current,
      fadeAnimation: animate.current,
      markerZoomAnimation: animate.current,
      inertia: animate.current,
      zoomSnap: 1,
      maxBounds: L.latLngBounds(
        [STATE_BOUNDS.minLat - 3, STATE_BOUNDS.minLng - 4],
        [STATE_BOUNDS.maxLat + 3, STATE_BOUNDS.maxLng + 4],
      ),
      minZoom: 5,
      maxZoom: 17,
    });
    if (initialBbox)
      map.fitBounds([
        [initialBbox[1], initialBbox[0]],
        [initialBbox[3], initialBbox[2]],
      ]);
    else map.setView([DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng], initialZoom ?? DEFAULT_MAP_ZOOM);
    const tiles = tileUrl;
    if (tiles) L.tileLayer(tiles, { maxZoom: 17 }).addTo(map);
    // The counties are one picture drawn in the map's own projection: the browser paints it, so no
    // shapes are parsed, projected or redrawn in script on load, pan or zoom.
    L.imageOverlay(COUNTY_OVERLAY.url, COUNTY_OVERLAY.bounds, {
      interactive: false,
      opacity: tiles ? 0.35 : 1,
      alt: '',
    }).addTo(map);
    map.createPane('places').style.zIndex = '620';
    markerLayer.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    map.on('moveend', () => callbacks.current.onMove(viewOf(map)));
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The map is created once; later view changes come from the user or from selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const layer = markerLayer.current;
    const node = container.current;
    if (!map || !layer || !node) return;
    const draw = () => {
      const started = performance.now();
      layer.clearLayers();
      const { bbox, zoom } = viewOf(map);
      const items = index.clusters(bbox, zoom);
      let clusters = 0;
      for (const item of items) {
        if (item.kind === 'cluster') {
          clusters += 1;
          const size = clusterSize(item.count);
          L.marker([item.lat, item.lng], {
            pane: 'places',
            keyboard: false,
            title: `${item.count} places`,
            icon: L.divIcon({ className: styles.cluster, html: String(item.count), iconSize: [size, size] }),
          })
            .on('click', () =>
              map.setView([item.lat, item.lng], Math.min(index.expansionZoom(item.id), map.getMaxZoom()), {
                animate: animate.current,
              }),
            )
            .addTo(layer);
        } else {
          const place = byId.get(item.id);
          L.circleMarker([item.lat, item.lng], {
            pane: 'places',
            radius: 6,
            color: '#ffffff',
            weight: 1.5,
            fillColor: '#a4282d',
            fillOpacity: 1,
          })
            .bindTooltip(place?.name ?? '')
            .on('click', () => callbacks.current.onSelect(item.id))
            .addTo(layer);
        }
      }
      const ms = performance.now() - started;
      node.dataset.points = String(places.length);
      node.dataset.clusters = String(clusters);
      node.dataset.drawn = String(items.length);
      node.dataset.drawMs = ms.toFixed(1);
      if (!node.dataset.ready) performance.mark('map-markers-drawn', { detail: { points: places.length, ms } });
      node.dataset.ready = 'true';
    };
    // The first drawing waits for the next task, so creating the map and drawing its markers are
    // two short tasks instead of one long one that holds up the page.
    const first = setTimeout(draw, 0);
    map.on('zoomend', draw);
    map.on('moveend', draw);
    return () => {
      clearTimeout(first);
      map.off('zoomend', draw);
      map.off('moveend', draw);
    };
  }, [index, byId, places.length]);

  useEffect(() => {
    const map = mapRef.current;
    highlight.current?.remove();
    highlight.current = null;
    const place = selected === null ? undefined : byId.get(selected);
    if (!map || !place) return;
    if (!map.getBounds().contains([place.lat, place.lng]))
      map.panTo([place.lat, place.lng], { animate: animate.current });
    highlight.current = L.circleMarker([place.lat, place.lng], {
      radius: 11,
      color: '#1d3557',
      weight: 3,
      fillColor: '#ffd166',
      fillOpacity: 1,
    })
      .bindPopup(placePopup(place, saveOrPlan), { offset: [0, -6], autoPan: false })
      .addTo(map)
      .openPopup();
    if (container.current) container.current.dataset.selected = String(place.id);
  }, [selected, byId, saveOrPlan]);

  return (
    <div
      ref={container}
      className={`${styles.canvas} ${styles.live}`}
      role="application"
      aria-label={label}
      aria-roledescription="map"
      data-testid="map"
      data-backend="offline"
    />
  );
}
