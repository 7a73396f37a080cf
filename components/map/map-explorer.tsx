'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { useFavourites } from '@/components/trips/favourites-store';
import { MapCanvas } from './map-canvas';
import { filterQuery, mapHref, type MapState } from './map-state';
import { MAP_TEXT } from './messages';
import { PlaceList } from './place-list';
import { toMapPlace, type Bbox, type MapPlace } from './types';
import styles from './map.module.css';

const SEARCH_DEBOUNCE_MS = 350;
const NO_PLACES: MapPlace[] = [];

/** standIn: the map as first drawn on the server, shown until the live map has loaded. */
type Props = { state: MapState; initialPlaces: MapPlace[]; standIn: ReactNode };

async function fetchPlaces(url: string, signal: AbortSignal): Promise<MapPlace[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as Parameters<typeof toMapPlace>[0][];
  return body.map(toMapPlace);
}

/** The map and its list, kept in step with each other and with the URL. */
export function MapExplorer({ state: initialState, initialPlaces, standIn }: Props) {
  const [state, setState] = useState(initialState);
  const [places, setPlaces] = useState(initialPlaces);
  const [loading, setLoading] = useState(false);
  const favourites = useFavourites();
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isTrips = state.tab === 'trips';
  const favouriteKey = favourites.ids.join(',');

  useEffect(() => {
    // Only a real change is written: rewriting the same address while the page loads is a history
    // entry change that browsers and page-load tools see as a second navigation.
    const href = mapHref(state);
    if (href !== window.location.pathname + window.location.search)
      window.history.replaceState(window.history.state, '', href);
  }, [state]);

  const load = useCallback((url: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchPlaces(url, controller.signal)
      .then((next) => setPlaces(next))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') console.error('[map] search failed', error);
      })
      .finally(() => {
        if (request.current === controller) setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (!isTrips || !favourites.ready || favouriteKey === '') return;
    const controller = new AbortController();
    fetchPlaces(`/prod/locationsByIdList?id=${favouriteKey}`, controller.signal)
      .then(setPlaces)
      .catch((error: Error) => {
        if (error.name !== 'AbortError') console.error('[map] favourites failed', error);
      });
    return () => controller.abort();
  }, [isTrips, favourites.ready, favouriteKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onMove = useCallback(
    (view: { bbox: Bbox; zoom: number }) => {
      setState((current) => {
        const next = { ...current, bbox: view.bbox, zoom: view.zoom };
        if (next.tab !== 'trips') {
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => load(`/prod/filterLocations?${filterQuery(next, LOCATION_SEARCH_LIMIT)}`),
            SEARCH_DEBOUNCE_MS,
          );
        }
        return next;
      });
    },
    [load],
  );
  const onSelect = useCallback((id: number) => setState((current) => ({ ...current, selected: id })), []);
  const shown = isTrips && favourites.ready && favouriteKey === '' ? NO_PLACES : places;
  const selectedPlace = shown.find((p) => p.id === state.selected);

  return (
    <div className={styles.explorer}>
      <section className={styles.listPane} aria-labelledby="map-list-heading">
        <h2 id="map-list-heading">{MAP_TEXT.listHeading}</h2>
        <p aria-live="polite" className={styles.status} data-testid="map-status">
          {loading ? MAP_TEXT.loading : MAP_TEXT.count(shown.length)}
          {selectedPlace ? ` ${MAP_TEXT.selectedOnMap(selectedPlace.name)}` : ''}
        </p>
        <PlaceList
          places={shown}
          selected={state.selected}
          onSelect={onSelect}
          empty={isTrips ? MAP_TEXT.noFavourites : MAP_TEXT.empty}
        />
      </section>
      <div className={styles.mapPane}>
        <MapCanvas
          standIn={standIn}
          places={shown}
          selected={state.selected}
          initialBbox={initialState.bbox}
          initialZoom={initialState.zoom}
          onSelect={onSelect}
          onMove={onMove}
          label={MAP_TEXT.mapLabel}
        />
      </div>
    </div>
  );
}
