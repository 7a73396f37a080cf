'use client';

import { useMapSettings } from '@/components/map/map-settings';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { daySummary, type DayRoute } from '@/lib/trip-planner/day-routes';
import { DayLegend, LineSwatch, MarkerKey, RouteSvg, tripSummary } from './day-route-map';
import styles from './route-map.module.css';
import { useMapText } from './use-map-text';

/** What both live backends take. `fitKey` changes when the view should be fitted to the routes again. */
export type RouteMapBackendProps = {
  days: DayRoute[];
  whole: boolean;
  fitKey: string;
  label: string;
  onReady: () => void;
};

// Each backend is its own chunk, loaded in the browser only, as the site's other maps are (map-canvas.tsx).
const GoogleRouteMap = dynamic(() => import('./route-map-google'), { ssr: false });
const OfflineRouteMap = dynamic(() => import('./route-map-offline'), { ssr: false });

const IDLE_TIMEOUT_MS = 2000;
const ALL = 'all';

/**
 * A trip's routes, every day in its own colour and line style, with numbered stops, a legend and
 * buttons to show one day or all. The first paint is the server-drawn SVG (day-route-map.tsx),
 * which also answers the day buttons before the live map loads and is what prints; the live map
 * (offline by default, Google with a key) covers it once drawn. Pass the days from dayRoutes
 * (lib/trip-planner/day-routes.ts); keep that array the same object while nothing changed.
 */
export function TripRouteMap({ days, title }: { days: DayRoute[]; title?: string }) {
  const text = useMapText();
  const { googleMapsApiKey } = useMapSettings();
  const [chosen, setChosen] = useState<number | typeof ALL>(ALL);
  const [live, setLive] = useState(false);
  const [ready, setReady] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // A day the editor has since removed shows all days again.
  const shown = chosen !== ALL && days.some((d) => d.day === chosen) ? chosen : ALL;
  const visible = useMemo(() => (shown === ALL ? days : days.filter((d) => d.day === shown)), [days, shown]);
  const whole = shown === ALL;
  const label = whole ? tripSummary(title ?? text('yourTrip'), days, text) : daySummary(visible[0]!, text);

  useEffect(() => {
    if (live) return;
    const start = () => setLive(true);
    const idle = window.requestIdleCallback?.(start, { timeout: IDLE_TIMEOUT_MS });
    const fallback = idle === undefined ? window.setTimeout(start, 0) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(fallback);
    };
  }, [live]);
  const onReady = useCallback(() => setReady(true), []);

  const choose = (day: number | typeof ALL) => {
    setChosen(day);
    const route = days.find((d) => d.day === day);
    setAnnouncement(
      route ? text('showing', { summary: daySummary(route, text) }) : text('showingAll', { count: days.length }),
    );
  };

  if (days.length === 0) return null;
  const standIn = <RouteSvg days={visible} label={label} whole={whole} fill />;
  return (
    <section className={styles.routeMap} data-testid="trip-route-map">
      {days.length > 1 ? (
        <ul className={styles.toggles} aria-label={text('daysToShow')}>
          <li>
            <button type="button" className={styles.toggle} aria-pressed={whole} onClick={() => choose(ALL)}>
              {text('allDays')}
            </button>
          </li>
          {days.map((d) => (
            <li key={d.day}>
              <button
                type="button"
                className={styles.toggle}
                aria-pressed={shown === d.day}
                onClick={() => choose(d.day)}
              >
                <LineSwatch route={d} /> {text('day', { day: d.day })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.srOnly} role="status">
        {announcement}
      </p>
      <div className={styles.stage} onPointerOver={live ? undefined : () => setLive(true)}>
        {/* Once the live map is drawn over it the picture is only for print: hidden from screen readers then. */}
        <div className={styles.standIn} aria-hidden={ready || undefined}>
          {standIn}
        </div>
        {live ? (
          googleMapsApiKey ? (
            <GoogleRouteMap days={visible} whole={whole} fitKey={String(shown)} label={label} onReady={onReady} />
          ) : (
            <OfflineRouteMap days={visible} whole={whole} fitKey={String(shown)} label={label} onReady={onReady} />
          )
        ) : null}
      </div>
      <DayLegend days={visible} />
      <MarkerKey bases={visible.some((d) => d.base)} />
      <details className={styles.stopsOnMap}>
        <summary>{text('stopsOnMap')}</summary>
        <ol>
          {visible
            .flatMap((d) => d.stops.map((s) => ({ ...s, day: d.day })))
            .map((s) => (
              <li key={s.number} value={s.number}>
                {text('stopOnDay', { name: s.name, day: s.day })}
              </li>
            ))}
        </ol>
      </details>
    </section>
  );
}
