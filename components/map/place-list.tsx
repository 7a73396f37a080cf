'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { placePath } from '@/lib/pages/paths';
import { MAP_TEXT } from './messages';
import type { MapPlace } from './types';
import styles from './map.module.css';

type Props = { places: MapPlace[]; selected: number | null; onSelect: (id: number) => void; empty: string };

/** The keyboard path through the map: every place is a button that highlights it on the map. */
export function PlaceList({ places, selected, onSelect, empty }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (selected === null) return;
    list.current?.querySelector(`[data-place-id="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  if (places.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul ref={list} className={styles.list} data-testid="place-list">
      {places.map((place) => (
        <li key={place.id} data-place-id={place.id} data-lat={place.lat} data-lng={place.lng} className={place.id === selected ? styles.itemSelected : styles.item}>
          <button type="button" aria-pressed={place.id === selected} onClick={() => onSelect(place.id)} className={styles.itemButton}>
            <span className={styles.itemName}>{place.name}</span>
            <span className={styles.itemMeta}>
              {place.city} · {place.category}
            </span>
          </button>
          <Link href={placePath(place.slug)} className={styles.itemLink} aria-label={`${MAP_TEXT.details}: ${place.name}`}>
            {MAP_TEXT.details}
          </Link>
        </li>
      ))}
    </ul>
  );
}
