import Link from 'next/link';
import type { ReactNode } from 'react';
import { duration, formatClock } from '@/lib/trip-planner/feasibility';
import { kmToMiles } from '@/lib/trip-planner/geo';
import { googleMapsLinks } from '@/lib/trip-planner/google-maps';
import type { ItineraryDay } from '@/lib/trip-planner/itinerary';
import { MORE_EVENTS, type TripView } from '@/lib/trip-planner/trip-view';
import { placePath } from '@/lib/pages/paths';
import { ITINERARY_TEXT as T } from './itinerary-messages';
import styles from './trips.module.css';

const miles = (km: number) => `${Math.round(kmToMiles(km))} mi`;

type Props = {
  view: TripView;
  /** The editor, where each warning's fix is one click; absent on a read-only copy. */
  editHref?: string;
  /** Drawn under each day's heading: the day's map (the trip page and print view pass one). */
  dayMap?: (day: ItineraryDay) => ReactNode;
};

/** The day-by-day plan: stops with arrival and departure, drives per leg and per day, nights, warnings. Server-rendered; prints well. */
export function TripItinerary({ view, editHref, dayMap }: Props) {
  const { itinerary, begin, end, eventNotices } = view;
  const points = [begin, ...itinerary.days.flatMap((d) => [...d.stops, ...(d.base ? [d.base] : [])]), end];
  const links = googleMapsLinks(points);
  const fixLink = editHref ? (
    <Link href={editHref} className={styles.noPrint}>
      {T.fixInEditor}
    </Link>
  ) : null;
  return (
    <section aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">{T.heading}</h2>
      <p data-testid="trip-totals">
        {T.totals(begin.name, end.name, miles(itinerary.km), duration(itinerary.minutes), itinerary.days.length)}
      </p>
      {eventNotices.warnings.map((w) => (
        <p key={w.text} className={styles.warning} data-testid="event-notice">
          {w.text} {fixLink}
        </p>
      ))}
      {eventNotices.more > 0 ? <p className={styles.muted}>{MORE_EVENTS(eventNotices.more)}</p> : null}
      {itinerary.days.map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`} data-testid="itinerary-day">
          <h3 id={`day-${day.day}`}>
            {T.dayHeading(day.day)}
            {day.date ? `: ${day.date}` : ''}
          </h3>
          <p>{T.dayFacts(formatClock(day.startMinutes), day.from.name, miles(day.km), duration(day.minutes))}</p>
          {dayMap?.(day)}
          {day.warnings.length > 0 ? (
            <ul className={styles.warnings} aria-label={T.warningsFor(day.day)} data-testid="day-warnings">
              {day.warnings.map((w) => (
                <li key={w.text} className={styles.warning}>
                  {w.text} {w.fix ? fixLink : null}
                </li>
              ))}
            </ul>
          ) : null}
          {day.stops.length === 0 ? <p>{T.freeDay}</p> : null}
          <ol>
            {day.stops.map((stop, i) => (
              <li key={stop.slug} data-testid="itinerary-stop" data-slug={stop.slug}>
                <Link href={placePath(stop.slug)}>{stop.name}</Link>
                {T.stopTimes(
                  formatClock(stop.arrivalMinutes),
                  formatClock(stop.departureMinutes),
                  duration(stop.visitMinutes),
                )}
                {day.legs[i] ? T.legFrom(miles(day.legs[i].km), duration(day.legs[i].minutes), day.legs[i].from) : ''}
              </li>
            ))}
          </ol>
          {day.finish ? (
            <p data-testid="final-leg">
              {day.base ? T.thenOnForNight(day.base.name) : T.thenOn(day.legs.at(-1)!.to)}{' '}
              {T.finish(
                miles(day.legs.at(-1)!.km),
                duration(day.legs.at(-1)!.minutes),
                day.legs.at(-1)!.from,
                formatClock(day.finish.arrivalMinutes),
              )}
            </p>
          ) : day.base ? (
            <p data-testid="final-leg">{T.nightAt(day.base.name)}</p>
          ) : null}
        </section>
      ))}
      <h3 className={styles.noPrint}>{T.directions}</h3>
      <ul className={styles.noPrint}>
        {links.map((href, i) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {T.openInGoogle(i + 1, links.length)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
