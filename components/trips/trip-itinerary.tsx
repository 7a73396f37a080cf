import Link from 'next/link';
import { duration, formatClock } from '@/lib/trip-planner/feasibility';
import { kmToMiles } from '@/lib/trip-planner/geo';
import { googleMapsLinks } from '@/lib/trip-planner/google-maps';
import type { TripView } from '@/lib/trip-planner/trip-view';
import { placePath } from '@/lib/pages/paths';
import styles from './trips.module.css';

const miles = (km: number) => `${Math.round(kmToMiles(km))} mi`;

/** The day-by-day plan: stops, estimated drives per leg and per day, and warnings. Server-rendered; prints well. */
export function TripItinerary({ view }: { view: TripView }) {
  const { itinerary, begin, end } = view;
  const points = [begin, ...itinerary.days.flatMap((d) => d.stops), end];
  const links = googleMapsLinks(points);
  return (
    <section aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">Itinerary</h2>
      <p data-testid="trip-totals">
        From {begin.name} to {end.name}: about {miles(itinerary.km)} and {duration(itinerary.minutes)} of driving over{' '}
        {itinerary.days.length} {itinerary.days.length === 1 ? 'day' : 'days'}. Drive times are estimates.
      </p>
      {view.eventWarnings.map((w) => (
        <p key={w} className={styles.warning}>
          {w}
        </p>
      ))}
      {itinerary.days.map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`}>
          <h3 id={`day-${day.day}`}>
            Day {day.day}
            {day.date ? `: ${day.date}` : ''}
          </h3>
          <p>
            {miles(day.km)}, {duration(day.minutes)} on the road
          </p>
          {day.warnings.length > 0 ? (
            <ul className={styles.warnings} aria-label={`Warnings for day ${day.day}`} data-testid="day-warnings">
              {day.warnings.map((w) => (
                <li key={w} className={styles.warning}>
                  {w}
                </li>
              ))}
            </ul>
          ) : null}
          {day.stops.length === 0 ? <p>A free day: no stops planned.</p> : null}
          <ol>
            {day.stops.map((stop, i) => (
              <li key={stop.slug} data-testid="itinerary-stop" data-slug={stop.slug}>
                <Link href={placePath(stop.slug)}>{stop.name}</Link>, arrive about {formatClock(stop.arrivalMinutes)}
                {day.legs[i]
                  ? ` (${miles(day.legs[i].km)}, ${duration(day.legs[i].minutes)} from ${day.legs[i].from})`
                  : ''}
              </li>
            ))}
          </ol>
          {day.legs.length > day.stops.length ? (
            <p data-testid="final-leg">
              Then on to {day.legs.at(-1)!.to}: {miles(day.legs.at(-1)!.km)}, {duration(day.legs.at(-1)!.minutes)} from{' '}
              {day.legs.at(-1)!.from}.
            </p>
          ) : null}
        </section>
      ))}
      <h3 className={styles.noPrint}>Directions</h3>
      <ul className={styles.noPrint}>
        {links.map((href, i) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              Open in Google Maps{links.length > 1 ? ` (part ${i + 1} of ${links.length})` : ''}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
