'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState } from 'react';
import { placePath } from '@/lib/pages/paths';
import type { MapPlace } from './types';
import styles from './map.module.css';

/**
 * Places listed at first and per "show more". A view can hold 500 places; listing them all at once
 * put 2,500 elements and 500 links in the page and made a phone's first load of the map stall.
 */
export const LIST_PAGE_SIZE = 50;

// The attraction page's favourite and add-to-trip controls, for the chosen place only: loaded when
// a place is first chosen, so the map's first load carries none of it.
const LocationActions = dynamic(() => import('@/components/trips/location-actions').then((m) => m.LocationActions), {
  ssr: false,
});

type Props = { places: MapPlace[]; selected: number | null; onSelect: (id: number) => void; empty: string };

/** The element holding a chosen place's actions (the map's popup moves focus there). */
export const actionsId = (id: number) => `place-actions-${id}`;

/** The keyboard path through the map: every place is a button that highlights it on the map. */
export function PlaceList({ places, selected, onSelect, empty }: Props) {
  const t = useTranslations('map');
  // A kind the catalog does not name (one a Main API adds) shows as stored.
  const has = t.has as (key: string) => boolean;
  const categoryOf = (category: string) =>
    has(`category.${category}`) ? t(`category.${category}` as 'category.food') : category;
  const list = useRef<HTMLUListElement>(null);
  // How many are listed, for this set of places; a new search starts again at one page.
  const [listed, setListed] = useState({ places, count: LIST_PAGE_SIZE });
  // Set by "show more"; read once the added places are in the list.
  const focusIndex = useRef<number | null>(null);
  const selectedIndex = selected === null ? -1 : places.findIndex((place) => place.id === selected);
  const count = Math.max(listed.places === places ? listed.count : LIST_PAGE_SIZE, selectedIndex + 1);
  const shown = places.slice(0, count);
  const remaining = places.length - shown.length;

  useEffect(() => {
    if (selected === null) return;
    list.current?.querySelector(`[data-place-id="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  // After "show more", keyboard users continue from the first place just added.
  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.querySelectorAll<HTMLButtonElement>('li > button')[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  if (places.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul ref={list} className={styles.list} data-testid="place-list" data-total={places.length}>
        {shown.map((place) => (
          <li
            key={place.id}
            data-place-id={place.id}
            data-lat={place.lat}
            data-lng={place.lng}
            className={place.id === selected ? styles.itemSelected : styles.item}
          >
            <button
              type="button"
              aria-pressed={place.id === selected}
              onClick={() => onSelect(place.id)}
              className={styles.itemButton}
            >
              <span className={styles.itemName}>{place.name}</span>
              <span className={styles.itemMeta}>
                {place.city} · {categoryOf(place.category)}
              </span>
            </button>
            <Link
              href={placePath(place.slug)}
              prefetch={false}
              className={styles.itemLink}
              aria-label={t('detailsOf', { name: place.name })}
            >
              {t('details')}
            </Link>
            {place.id === selected ? (
              <div className={styles.itemActions} id={actionsId(place.id)}>
                <LocationActions locationId={place.id} slug={place.slug} name={place.name} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <p className={styles.more}>
          <span>{t('listedOf', { shown: shown.length, total: places.length })}</span>{' '}
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => {
              focusIndex.current = count;
              setListed({ places, count: count + LIST_PAGE_SIZE });
            }}
          >
            {t('showMore', { n: Math.min(LIST_PAGE_SIZE, remaining) })}
          </button>
        </p>
      ) : null}
    </>
  );
}
