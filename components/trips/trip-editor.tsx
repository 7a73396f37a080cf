'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Suggestion } from '@/lib/autocomplete';
import { kmToMiles, type Point } from '@/lib/trip-planner/geo';
import { optimiseOrder } from '@/lib/trip-planner/optimise';
import { knownDriveMatrix, type KnownDrive } from '@/lib/trip-planner/drive-table';
import { orderDrive } from '@/lib/trip-planner/roads';
import type { TripDay, TripRouting, TripStopInfo } from '@/lib/db/schema';
import { duration } from '@/lib/trip-planner/feasibility';
import { DeleteTripButton } from './delete-trip-button';
import { EDITOR_TEXT as T } from './editor-messages';
import { PlaceAutocomplete } from './place-autocomplete';
import { stopsFromDraft } from './draft-stops';
import { SaveConflict } from './save-conflict';
import { StopRow, type EditableStop } from './stop-row';
import styles from './trips.module.css';
import { useTripSave } from './use-trip-save';

type Props = {
  trip: {
    tripId: number;
    name: string;
    routing: TripRouting;
    startDate: string | null;
    endDate: string | null;
    locations: string[];
    /** As stored, when the page passes them: the base a merge with another save starts from. */
    tripInfo?: TripStopInfo[];
    days?: TripDay[];
    version: number;
  };
  stops: EditableStop[];
  canDelete: boolean;
  afterDelete: string;
  /** The drives the itinerary page used (Google's, with a key): the optimiser compares the same figures. */
  drives?: KnownDrive[];
};

const pt = (p: { lat: number; long: number }): Point => ({ lat: p.lat, lng: p.long });
const miles = (km: number) => Math.round(kmToMiles(km));

/** Edits a trip: name, dates, stops (add, remove, reorder by drag or keys, show, lock), optimise with undo, delete. */
export function TripEditor({ trip, stops: initialStops, canDelete, afterDelete, drives = [] }: Props) {
  const [name, setName] = useState(trip.name);
  const [startDate, setStartDate] = useState(trip.startDate ?? '');
  const [endDate, setEndDate] = useState(trip.endDate ?? '');
  const [stops, setStops] = useState(initialStops);
  const [previous, setPrevious] = useState<EditableStop[] | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [adding, setAdding] = useState<Suggestion | null>(null);
  const [status, setStatus] = useState('');
  const focusAfterMove = useRef<{ slug: string; up: boolean } | null>(null);
  const begin = pt(trip.routing.begin);
  const end = pt(trip.routing.end);
  const body = {
    name,
    locations: stops.map((s) => s.slug),
    routing: trip.routing,
    tripInfo: stops.map((s) => ({
      locationId: s.slug,
      show: s.show,
      locked: s.locked,
      ...(s.day ? { day: s.day } : {}),
    })),
    startDate: startDate || null,
    endDate: endDate || null,
  };
  const [loaded] = useState(() => ({
    ...body,
    tripInfo: trip.tripInfo ?? body.tripInfo,
    days: trip.days,
    version: trip.version,
  }));
  const tripSave = useTripSave({
    tripId: trip.tripId,
    loaded,
    draft: body,
    stops,
    nameOf: (slug) => [...stops, ...initialStops].find((s) => s.slug === slug)?.name,
    announce: setStatus,
    onMerged: async (merged) => {
      setName(merged.name);
      setStartDate(merged.startDate ?? '');
      setEndDate(merged.endDate ?? '');
      setStops(await stopsFromDraft(merged, [...stops, ...initialStops]));
    },
    onRestore: (queued, draft) => {
      setName(queued.name);
      setStartDate(queued.startDate ?? '');
      setEndDate(queued.endDate ?? '');
      setStops(draft);
    },
  });
  const { busy, conflict } = tripSave;

  // A stop moved to the top or bottom disables the button just pressed: keep focus on the moved
  // stop, on the same button if it still works, else on the one that moves it back.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const row = document.querySelector(`[data-testid="edit-stop"][data-slug="${CSS.escape(moved.slug)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${moved.up ? 'up' : 'down'}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`button[data-move="${moved.up ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [stops]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= stops.length || from === to) return;
    const next = [...stops];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setStops(next);
    setStatus(T.moved(item!.name, to + 1));
    focusAfterMove.current = { slug: item!.slug, up: to < from };
  };

  const optimise = () => {
    // One matrix for the search and for both figures, the same one the itinerary page builds.
    const matrix = knownDriveMatrix([begin, ...stops, end], drives);
    const order = optimiseOrder(begin, end, stops, matrix);
    const next = order.map((i) => stops[i]!);
    if (next.every((s, i) => s === stops[i])) {
      setStatus(T.alreadyBest);
      return;
    }
    const last = stops.length + 1;
    const before = orderDrive(matrix, [0, ...stops.map((_, i) => i + 1), last]);
    const after = orderDrive(matrix, [0, ...order.map((i) => i + 1), last]);
    setPrevious(stops);
    setStops(next);
    setStatus(T.optimised(miles(before.km), duration(before.minutes), miles(after.km), duration(after.minutes)));
  };

  const add = (suggestion: Suggestion | null) => {
    setAdding(suggestion);
    if (!suggestion || suggestion.kind !== 'place' || stops.some((s) => s.slug === suggestion.slug)) return;
    setStops((list) => [
      ...list,
      {
        slug: suggestion.slug,
        name: suggestion.name,
        lat: suggestion.lat,
        lng: suggestion.lng,
        show: true,
        locked: false,
      },
    ]);
    setStatus(T.added(suggestion.name));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await tripSave.save();
  };

  return (
    <form onSubmit={save} noValidate className={styles.clearOfGuideTab}>
      <div className={styles.field}>
        <label htmlFor="trip-name">{T.name}</label>
        <input id="trip-name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </div>
      <div className={styles.actions}>
        <div className={styles.field}>
          <label htmlFor="trip-start">{T.startDate}</label>
          <input id="trip-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="trip-end">{T.endDate}</label>
          <input
            id="trip-end"
            type="date"
            value={endDate}
            min={startDate || undefined}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </div>
      </div>
      <h2>{T.stops}</h2>
      <p>{T.dragHint}</p>
      {stops.length === 0 ? <p>{T.noStops}</p> : null}
      <ol className={styles.stops} aria-label={T.stops}>
        {stops.map((stop, i) => (
          <StopRow
            key={stop.slug}
            stop={stop}
            index={i}
            count={stops.length}
            dragging={dragFrom === i}
            onMove={move}
            onChange={(changed) => setStops((list) => list.map((s, j) => (j === i ? changed : s)))}
            onRemove={() => {
              setStops((list) => list.filter((_, j) => j !== i));
              setStatus(T.removed(stop.name));
            }}
            onDragStart={() => setDragFrom(i)}
            onDragEnd={() => setDragFrom(null)}
            onDropOn={() => {
              if (dragFrom !== null) move(dragFrom, i);
              setDragFrom(null);
            }}
          />
        ))}
      </ol>
      <PlaceAutocomplete
        name="add-stop"
        kind="place"
        label={T.addStop}
        hint={T.addStopHint}
        value={adding}
        onChange={add}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={optimise} disabled={stops.length < 2}>
          {T.optimise}
        </button>
        {previous ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setStops(previous);
              setPrevious(null);
              setStatus(T.undone);
            }}
          >
            {T.undo}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? T.saving : T.save}
        </button>
        {canDelete ? <DeleteTripButton tripId={trip.tripId} afterDelete={afterDelete} /> : null}
      </div>
      {conflict ? <SaveConflict {...conflict} /> : null}
      <p role="status" aria-live="polite" data-testid="editor-status">
        {status}
      </p>
    </form>
  );
}
