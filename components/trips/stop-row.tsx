'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DragEvent } from 'react';
import { formatClock } from '@/lib/trip-planner/feasibility';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import type { ItineraryStop } from '@/lib/trip-planner/itinerary';
import type { DraftStop } from '@/lib/trip-planner/plan-edits';
import { VISIT_MINUTES_MAX, VISIT_MINUTES_MIN } from '@/lib/trips/schema';
import { visitMinutesOf } from '@/lib/trip-planner/visit-times';
import styles from './trips.module.css';

/** A stop as the editor holds it (see plan-edits.ts). */
export type EditableStop = DraftStop;

type Props = {
  stop: DraftStop;
  /** Its place in the whole trip (1-based) and the trip's stop count. */
  number: number;
  count: number;
  dayCount: number;
  /** Its times in the live itinerary; null when hidden. */
  planned: ItineraryStop | null;
  dragging: boolean;
  onStep: (up: boolean) => void;
  onDay: (day: number) => void;
  onChange: (stop: DraftStop) => void;
  onVisit: (minutes: number | null) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** A stop dropped on this one; `dragged` is the slug the drag carried. */
  onDropOn: (dragged: string) => void;
};

/** One stop in the editor: its times, its day, its visit; draggable, and movable by keyboard. */
export function StopRow(props: Props) {
  const t = useTranslations('tripEditor');
  const d = useTranslations('tripDays');
  const planner = plannerTextOf(useTranslations('tripPlanner'), useLocale());
  const { stop, number, count, dayCount, planned, dragging } = props;
  const visit = visitMinutesOf(stop);
  return (
    <li
      className={`${styles.stop} ${dragging ? styles.stopDragging : ''}`}
      draggable
      data-testid="edit-stop"
      data-slug={stop.slug}
      data-day={stop.day}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', stop.slug);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        props.onDropOn(event.dataTransfer.getData('text/plain'));
      }}
    >
      <span className={styles.stopName}>
        {number}. {stop.name}
        <span className={styles.stopTimes} data-testid="stop-times">
          {planned
            ? d('times', {
                arrive: formatClock(planned.arrivalMinutes, planner),
                leave: formatClock(planned.departureMinutes, planner),
              })
            : d('hidden')}
        </span>
      </span>
      <label className={styles.compactField}>
        <span>{d('visit', { name: stop.name })}</span>
        <input
          type="number"
          inputMode="numeric"
          min={VISIT_MINUTES_MIN}
          max={VISIT_MINUTES_MAX}
          step={15}
          value={visit}
          onChange={(e) => {
            const minutes = Number(e.target.value);
            if (Number.isInteger(minutes) && minutes >= VISIT_MINUTES_MIN && minutes <= VISIT_MINUTES_MAX)
              props.onVisit(minutes);
          }}
        />
      </label>
      <label className={styles.compactField}>
        <span>{d('moveToDay', { name: stop.name })}</span>
        <select value={stop.day} onChange={(e) => props.onDay(Number(e.target.value))}>
          {Array.from({ length: dayCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {d('dayOption', { day: i + 1 })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.secondary}
        data-move="up"
        disabled={number === 1 && stop.day === 1}
        onClick={() => props.onStep(true)}
        aria-label={t('moveUp', { name: stop.name })}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.secondary}
        data-move="down"
        disabled={number === count && stop.day === dayCount}
        onClick={() => props.onStep(false)}
        aria-label={t('moveDown', { name: stop.name })}
      >
        ↓
      </button>
      <label>
        <input
          type="checkbox"
          checked={stop.show}
          onChange={(e) => props.onChange({ ...stop, show: e.target.checked })}
        />{' '}
        {t('show')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={stop.locked}
          onChange={(e) => props.onChange({ ...stop, locked: e.target.checked })}
        />{' '}
        {t('lock')}
      </label>
      <button
        type="button"
        className={styles.secondary}
        onClick={props.onRemove}
        aria-label={t('remove', { name: stop.name })}
      >
        Remove
      </button>
    </li>
  );
}
