import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatClock } from '@/lib/trip-planner/feasibility';
import { driveTime, milesText } from '@/lib/trip-planner/format';
import { googleMapsLinks } from '@/lib/trip-planner/google-maps';
import type { ItineraryDay } from '@/lib/trip-planner/itinerary';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import type { TripView } from '@/lib/trip-planner/trip-view';
import { Link } from '@/lib/i18n/navigation';
import { placePath } from '@/lib/pages/paths';
import styles from './trips.module.css';

/** A trip day's date (yyyy-MM-dd) at noon UTC, which is that same day in Alabama. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

type Props = {
  view: TripView;
  /** The editor, where each warning's fix is one click; absent on a read-only copy. */
  editHref?: string;
  /** Drawn under each day's heading: the day's map (the trip page and print view pass one). */
  dayMap?: (day: ItineraryDay) => ReactNode;
};

/** The day-by-day plan: stops with arrival and departure, drives per leg and per day, nights, warnings. Server-rendered; prints well. */
export function TripItinerary({ view, editHref, dayMap }: Props) {
  const t = useTranslations('tripItinerary');
  const format = useFormatter();
  const planner = useTranslations('tripPlanner');
  const locale = useLocale();
  const text = plannerTextOf(planner, locale);
  const clock = (minutes: number) => formatClock(minutes, text);
  const miles = (km: number) => milesText(km, locale);
  const duration = (minutes: number) => driveTime(minutes, locale);
  const { itinerary, begin, end, eventNotices } = view;
  const points = [begin, ...itinerary.days.flatMap((d) => [...d.stops, ...(d.base ? [d.base] : [])]), end];
  const links = googleMapsLinks(points);
  const fixLink = editHref ? (
    <Link href={editHref} className={styles.noPrint}>
      {t('fixInEditor')}
    </Link>
  ) : null;
  return (
    <section aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">{t('heading')}</h2>
      <p data-testid="trip-totals">
        {t('totals', {
          from: begin.name,
          to: end.name,
          miles: miles(itinerary.km),
          driving: duration(itinerary.minutes),
          days: itinerary.days.length,
        })}
      </p>
      {eventNotices.warnings.map((w) => (
        <p key={w.text} className={styles.warning} data-testid="event-notice">
          {w.text} {fixLink}
        </p>
      ))}
      {eventNotices.more > 0 ? (
        <p className={styles.muted}>{planner('moreEvents', { count: eventNotices.more })}</p>
      ) : null}
      {itinerary.days.map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`} data-testid="itinerary-day">
          <h3 id={`day-${day.day}`}>
            {t('dayHeading', { day: day.day })}
            {day.date ? `: ${format.dateTime(calendarDay(day.date), { dateStyle: 'medium' })}` : ''}
          </h3>
          <p>
            {t('dayFacts', {
              start: clock(day.startMinutes),
              from: day.from.name,
              miles: miles(day.km),
              driving: duration(day.minutes),
            })}
          </p>
          {dayMap?.(day)}
          {day.warnings.length > 0 ? (
            <ul className={styles.warnings} aria-label={t('warningsFor', { day: day.day })} data-testid="day-warnings">
              {day.warnings.map((w) => (
                <li key={w.text} className={styles.warning}>
                  {w.text} {w.fix ? fixLink : null}
                </li>
              ))}
            </ul>
          ) : null}
          {day.stops.length === 0 ? <p>{t('freeDay')}</p> : null}
          <ol>
            {day.stops.map((stop, i) => (
              <li key={stop.slug} data-testid="itinerary-stop" data-slug={stop.slug}>
                <Link href={placePath(stop.slug)}>{stop.name}</Link>
                {t('stopTimes', {
                  arrive: clock(stop.arrivalMinutes),
                  leave: clock(stop.departureMinutes),
                  stay: duration(stop.visitMinutes),
                })}
                {day.legs[i]
                  ? t('legFrom', {
                      miles: miles(day.legs[i].km),
                      driving: duration(day.legs[i].minutes),
                      from: day.legs[i].from,
                    })
                  : ''}
              </li>
            ))}
          </ol>
          {day.finish ? (
            <p data-testid="final-leg">
              {day.base ? t('thenOnForNight', { base: day.base.name }) : t('thenOn', { to: day.legs.at(-1)!.to })}{' '}
              {t('finish', {
                miles: miles(day.legs.at(-1)!.km),
                driving: duration(day.legs.at(-1)!.minutes),
                from: day.legs.at(-1)!.from,
                arrive: clock(day.finish.arrivalMinutes),
              })}
            </p>
          ) : day.base ? (
            <p data-testid="final-leg">{t('nightAt', { base: day.base.name })}</p>
          ) : null}
        </section>
      ))}
      <h3 className={styles.noPrint}>{t('directions')}</h3>
      <ul className={styles.noPrint}>
        {links.map((href, i) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t('openInGoogle', { part: i + 1, parts: links.length })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
