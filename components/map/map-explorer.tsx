'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { useBrowserValue } from '@/components/shell/use-browser-value';
import { useFavourites } from '@/components/trips/favourites-store';
import { MapCanvas } from './map-canvas';
import { mapExtrasFrom } from '@/lib/map/view-path';
import { localePath } from '@/lib/i18n/locales';
import { filterQuery, mapHref, type MapState } from './map-state';
import { PlaceList } from './place-list';
import { toMapPlace, type Bbox, type MapPlace } from './types';
import styles from './map.module.css';

const SEARCH_DEBOUNCE_MS = 350;
const NO_PLACES: MapPlace[] = [];

/**
 * state: the view as the cached page holds it (no bbox, zoom or selection: those are read from the
 * address here). standIn: the map as first drawn on the server, shown until the live map has loaded.
 */
type Props = { state: MapState; initialPlaces: MapPlace[]; standIn: ReactNode };

async function fetchPlaces(url: string, signal: AbortSignal): Promise<MapPlace[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as Parameters<typeof toMapPlace>[0][];
  return body.map(toMapPlace);
}

/** The map and its list, kept in step with each other and with the URL. */
export function MapExplorer({ state: initialState, initialPlaces, standIn }: Props) {
  const t = useTranslations('map');
  const locale = useLocale();
  // The address's box, zoom and pick, read once hydrated (null before); then what the visitor changed here.
  const search = useBrowserValue(() => window.location.search, null);
  const fromAddress = useMemo(() => (search === null ? null : mapExtrasFrom(search)), [search]);
  const [changed, setChanged] = useState<Partial<MapState>>({});
  const state: MapState = useMemo(
    () => ({ ...initialState, ...fromAddress, ...changed }),
    [initialState, fromAddress, changed],
  );
  const [places, setPlaces] = useState(initialPlaces);
  const [loading, setLoading] = useState(false);
  const favourites = useFavourites();
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isTrips = initialState.tab === 'trips';
  const favouriteKey = favourites.ids.join(',');

  useEffect(() => {
    if (search === null) return;
    // Only a real change is written: rewriting the same address while the page loads is a history
    // entry change that browsers and page-load tools see as a second navigation.
    const href = localePath(locale, mapHref(state));
    if (href !== window.location.pathname + window.location.search)
      window.history.replaceState(window.history.state, '', href);
  }, [state, search, locale]);

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

  /** The places in a box of this view, asked for once the map has rested there. */
  const loadBox = useCallback(
    (bbox: Bbox, wait: number) => {
      if (isTrips) return;
      clearTimeout(timer.current);
      const query = filterQuery({ ...initialState, bbox }, LOCATION_SEARCH_LIMIT);
      timer.current = setTimeout(() => load(`/prod/filterLocations?${query}`), wait);
    },
    [initialState, isTrips, load],
  );

  // The cached page lists the whole view; a shared link's box lists only what it shows.
  const arrivalBox = useRef(false);
  useEffect(() => {
    if (!fromAddress || arrivalBox.current) return;
    arrivalBox.current = true;
    if (fromAddress.bbox) loadBox(fromAddress.bbox, 0);
  }, [fromAddress, loadBox]);

  const onMove = useCallback(
    (view: { bbox: Bbox; zoom: number }) => {
      setChanged((current) => ({ ...current, bbox: view.bbox, zoom: view.zoom }));
      loadBox(view.bbox, SEARCH_DEBOUNCE_MS);
    },
    [loadBox],
  );
  const onSelect = useCallback((id: number) => setChanged((current) => ({ ...current, selected: id })), []);
  const shown = isTrips && favourites.ready && favouriteKey === '' ? NO_PLACES : places;
  const selectedPlace = shown.find((p) => p.id === state.selected);

  return (
    <div className={styles.explorer}>
      <section className={styles.listPane} aria-labelledby="map-list-heading">
        <h2 id="map-list-heading">{t('listHeading')}</h2>
        <p aria-live="polite" className={styles.status} data-testid="map-status">
          {loading ? t('loading') : t('count', { n: shown.length })}
          {selectedPlace ? ` ${t('selectedOnMap', { name: selectedPlace.name })}` : ''}
        </p>
        <PlaceList
          places={shown}
          selected={state.selected}
          onSelect={onSelect}
          empty={isTrips ? t('noFavourites') : t('empty')}
        />
      </section>
      <div className={styles.mapPane}>
        <MapCanvas
          standIn={standIn}
          places={shown}
          selected={state.selected}
          initialBbox={state.bbox}
          initialZoom={state.zoom}
          onSelect={onSelect}
          onMove={onMove}
          label={t('mapLabel')}
        />
      </div>
    </div>
  );
}
