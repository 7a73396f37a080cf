'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Suggestion } from '@/lib/autocomplete';
import type { Fix } from '@/lib/trip-planner/feasibility';
import { driveTime, wholeNumber } from '@/lib/trip-planner/format';
import { kmToMiles } from '@/lib/trip-planner/geo';
import type { Base, ItineraryDay } from '@/lib/trip-planner/itinerary';
import { startValue, type DraftDay } from '@/lib/trip-planner/plan-edits';
import { PlaceAutocomplete } from './place-autocomplete';
import styles from './trips.module.css';

type Props = {
  day: number;
  dayCount: number;
  settings: DraftDay;
  /** The day in the live itinerary. */
  planned: ItineraryDay | undefined;
  /** Lodging on the trip, offered as the night's base. */
  lodgings: Base[];
  children: ReactNode;
  /** Drawn under the day's stops: places along the day's route. */
  along?: ReactNode;
  onStart: (start: string | null) => void;
  onBase: (base: Base | null) => void;
  onFix: (fix: Fix) => void;
  onRemove: () => void;
  /** A stop dropped on the day itself; `dragged` is the slug the drag carried. */
  onDropAtEnd: (dragged: string) => void;
};

const baseKey = (b: Base) => b.slug ?? `${b.name}@${b.lat},${b.lng}`;

/** One day in the editor: its start, its stops, the night's base, its warnings with their fixes. */
export function DaySection(props: Props) {
  const t = useTranslations('tripDays');
  const format = useFormatter();
  const locale = useLocale();
  const { day, dayCount, settings, planned } = props;
  const isLast = day === dayCount;
  const bases =
    settings.base && !props.lodgings.some((l) => baseKey(l) === baseKey(settings.base!))
      ? [settings.base, ...props.lodgings]
      : props.lodgings;
  const chooseCity = (city: Suggestion | null) => {
    if (city) props.onBase({ name: city.name, lat: city.lat, lng: city.lng });
  };
  return (
    <section
      className={styles.day}
      aria-labelledby={`edit-day-${day}`}
      data-testid="edit-day"
      data-day={day}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDropAtEnd(event.dataTransfer.getData('text/plain'));
      }}
    >
      <div className={styles.dayHeader}>
        <h3 id={`edit-day-${day}`}>
          {planned?.date
            ? t('dayHeadingDated', {
                day,
                date: format.dateTime(new Date(`${planned.date}T12:00:00Z`), { dateStyle: 'medium' }),
              })
            : t('dayHeading', { day })}
        </h3>
        {planned ? (
          <span className={styles.muted}>
            {t('drive', {
              miles: wholeNumber(kmToMiles(planned.km), locale),
              time: driveTime(planned.minutes, locale),
            })}
          </span>
        ) : null}
        {dayCount > 1 ? (
          <button type="button" className={styles.secondary} onClick={props.onRemove}>
            {t('removeDay', { day })}
          </button>
        ) : null}
      </div>
      <label className={styles.compactField}>
        <span>{t('start', { day })}</span>
        <input
          type="time"
          step={900}
          value={settings.start ?? startValue(planned?.startMinutes ?? 9 * 60)}
          onChange={(e) => props.onStart(e.target.value || null)}
        />
      </label>
      {planned && planned.warnings.length > 0 ? (
        <ul className={styles.warnings} aria-label={t('warningsFor', { day })} data-testid="day-warnings">
          {planned.warnings.map((w) => (
            <li key={w.text} className={styles.warning}>
              {w.text}{' '}
              {w.fix ? (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => props.onFix(w.fix!)}
                  data-testid="warning-fix"
                >
                  {w.fix.label}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {props.children}
      {props.along}
      {isLast ? null : (
        <div className={styles.baseChoice}>
          <label className={styles.compactField}>
            <span>{t('base', { day })}</span>
            <select
              value={settings.base ? baseKey(settings.base) : ''}
              onChange={(e) => props.onBase(bases.find((b) => baseKey(b) === e.target.value) ?? null)}
            >
              <option value="">{t('noBase')}</option>
              {bases.map((b) => (
                <option key={baseKey(b)} value={baseKey(b)}>
                  {t('baseChosen', { name: b.name })}
                </option>
              ))}
            </select>
          </label>
          <PlaceAutocomplete
            name={`base-${day}`}
            kind="city"
            label={t('baseCity', { day })}
            value={null}
            onChange={chooseCity}
          />
        </div>
      )}
    </section>
  );
}
