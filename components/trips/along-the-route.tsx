'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ALONG_ROUTE_DEFAULT_MILES,
  ALONG_ROUTE_KINDS,
  ALONG_ROUTE_MILES,
  alongRouteUrl,
  type AlongRouteAnswer,
  type AlongRouteKind,
  type AlongRoutePlace,
} from '@/lib/trip-planner/along-route-query';
import styles from './along-the-route.module.css';

export type { AlongRoutePlace } from '@/lib/trip-planner/along-route-query';

export type AlongTheRouteProps = {
  /** The day's number as the editor shows it (1 for the first day). */
  day: number;
  /**
   * The day's route in driving order: where it starts (the previous night's base, or the trip's
   * start), its stops, and where it ends (its own base, the next day's first stop, or the trip's end).
   */
  points: { lat: number; lng: number }[];
  /** Slugs of the places already on the trip, stops and bases of every day: they are not offered. */
  excludeSlugs: string[];
  /**
   * Adds a place to this day. `insertAfter` indexes `points`: 0 puts it straight after the start
   * (so first among the day's stops), k after the k-th point (after the day's k-th stop).
   */
  onAdd: (place: AlongRoutePlace, insertAfter: number) => void;
  /** Makes a place to stay the day's overnight base; without it, Stay results offer only Add. */
  onPickBase?: (place: AlongRoutePlace) => void;
};

/** The last answer, and what it answered: a newer address or attempt means a search under way. */
type Answer = { url: string; attempt: number; list: string; ok: boolean; places: AlongRoutePlace[] };

/**
 * "Along the way": a disclosure under one day of the trip editor that lists the site's places to
 * eat, stay or see near the day's drive, each with the minutes it adds, to add in one click.
 * It asks /api/along-route only while open, again when the day's route or a choice changes.
 */
export function AlongTheRoute({ day, points, excludeSlugs, onAdd, onPickBase }: AlongTheRouteProps) {
  const t = useTranslations('tripAlong');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AlongRouteKind>('eat');
  const [miles, setMiles] = useState<number>(ALONG_ROUTE_DEFAULT_MILES);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState('');
  const focusAfter = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  const url = points.length > 0 ? alongRouteUrl({ points, miles, kind, exclude: excludeSlugs }) : null;
  // The same kind and distance: while the route changes, the last list stays up until the new one comes.
  const list = `${kind}:${miles}`;

  useEffect(() => {
    if (!open || !url) return;
    const controller = new AbortController();
    const settle = (ok: boolean, places: AlongRoutePlace[]) => setAnswer({ url, attempt, list, ok, places });
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`along-route answered ${response.status}`);
        settle(true, ((await response.json()) as AlongRouteAnswer).places);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[along-the-route]', error);
        settle(false, []);
      });
    return () => controller.abort();
  }, [open, url, attempt, list]);

  const loading = !answer || answer.url !== url || answer.attempt !== attempt;
  const failed = !loading && !answer.ok;
  const excluded = new Set(excludeSlugs);
  const places = answer?.list === list ? answer.places.filter((place) => !excluded.has(place.slug)) : [];

  // A place that was just added leaves the list: focus moves to the next one, or, when that is gone
  // once the new list is in, to the heading.
  useEffect(() => {
    const slug = focusAfter.current;
    const next = slug === null ? undefined : buttons.current.get(slug);
    if (slug === null || (!next && loading)) return;
    focusAfter.current = null;
    (next ?? headingRef.current)?.focus();
  });

  const added = (place: AlongRoutePlace) => {
    const index = places.indexOf(place);
    focusAfter.current = (places[index + 1] ?? places[index - 1])?.slug ?? '';
    setDone(t('added', { name: place.name, day }));
    onAdd(place, place.insertAfter);
  };
  // Another kind or distance is another list, and the last news no longer applies.
  const choose = (change: () => void) => {
    change();
    setDone('');
  };

  const status = !url
    ? t('noRoute')
    : loading
      ? t('loading')
      : failed
        ? t('error')
        : places.length === 0
          ? t('empty', { miles, widest: miles === Math.max(...ALONG_ROUTE_MILES) ? 'yes' : 'no' })
          : t('found', { count: places.length, kind, miles, day });

  const panel = `${id}-panel`;
  return (
    <section className={styles.along} aria-labelledby={`${id}-toggle`}>
      <button
        type="button"
        id={`${id}-toggle`}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
      >
        {t('toggle', { day })}
      </button>
      <div id={panel} hidden={!open} className={styles.panel}>
        <h4 className={styles.heading} ref={headingRef} tabIndex={-1}>
          {t('heading')}
        </h4>
        <div className={styles.choices}>
          <fieldset className={styles.kinds}>
            <legend>{t('kindLegend')}</legend>
            {ALONG_ROUTE_KINDS.map((value) => (
              <label key={value} className={styles.kind}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={value}
                  checked={kind === value}
                  onChange={() => choose(() => setKind(value))}
                />
                {t(`kinds.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className={styles.distance}>
            {t('distance')}
            <select
              value={miles}
              onChange={(event) => {
                const value = Number(event.target.value);
                choose(() => setMiles(value));
              }}
            >
              {ALONG_ROUTE_MILES.map((value) => (
                <option key={value} value={value}>
                  {t('distanceOption', { miles: value })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p role="status" className={styles.status}>
          {open ? (done ? `${done} ${status}` : status) : ''}
        </p>
        {failed && (
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        )}
        {url && places.length > 0 && (
          <ul className={styles.results} aria-busy={loading} aria-label={t('heading')}>
            {places.map((place) => (
              <li key={place.slug} className={styles.result}>
                <div className={styles.what}>
                  <span className={styles.name}>{place.name}</span>
                  <span className={styles.where}>
                    {place.city} · {t('offRoute', { miles: place.miles })}
                  </span>
                </div>
                <span className={styles.detour} title={t('detourHint')}>
                  {t('detour', { minutes: place.detourMinutes })}
                </span>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.primary}
                    ref={(button) => {
                      if (button) buttons.current.set(place.slug, button);
                      else buttons.current.delete(place.slug);
                    }}
                    onClick={() => added(place)}
                  >
                    {t('add', { day })}
                    <span className="visually-hidden">{t('forPlace', { name: place.name })}</span>
                  </button>
                  {onPickBase && place.kind === 'stay' && (
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => {
                        setDone(t('based', { name: place.name, day }));
                        onPickBase(place);
                      }}
                    >
                      {t('stayHere')}
                      <span className="visually-hidden">{t('forPlace', { name: place.name })}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
