'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Suggestion } from '@/lib/autocomplete';
import { kmToMiles } from '@/lib/trip-planner/geo';
import { driveTime, wholeNumber } from '@/lib/trip-planner/format';
import { pointDrives, type KnownDrive } from '@/lib/trip-planner/drive-table';
import type { TripDay, TripRouting, TripStopInfo } from '@/lib/db/schema';
import type { Fix } from '@/lib/trip-planner/feasibility';
import { buildItinerary, type Base, type Endpoint, type ItineraryStop } from '@/lib/trip-planner/itinerary';
import {
  addDay,
  applyFix,
  moveToDay,
  normaliseDraft,
  removeDay,
  setDayBase,
  setDayStart,
  setVisitMinutes,
  stepStop,
  withDates,
  type DraftStop,
  type TripDraft,
} from '@/lib/trip-planner/plan-edits';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import { optimiseDays } from '@/lib/trip-planner/optimise-days';
import { AlongTheRoute, type AlongRoutePlace } from './along-the-route';
import { DaySection } from './day-section';
import { TripRouteMap } from './trip-route-map';
import { dayRoutes, legPath } from '@/lib/trip-planner/day-routes';
import { pathsWith, type KnownPath } from '@/lib/trip-planner/polyline';
import { DeleteTripButton } from './delete-trip-button';
import { PlaceAutocomplete } from './place-autocomplete';
import { stopsFromDraft } from './draft-stops';
import { SaveConflict } from './save-conflict';
import { StopRow } from './stop-row';
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
    /** As stored: the base a merge with another save starts from. */
    tripInfo?: TripStopInfo[];
    days: TripDay[];
    version: number;
  };
  stops: (Omit<DraftStop, 'day'> & { day?: number })[];
  canDelete: boolean;
  afterDelete: string;
  /** The drives the itinerary page used (Google's, with a key): the editor plans with the same figures. */
  drives?: KnownDrive[];
  /** Google's line of the legs the page knows (with a key): the map draws them; the road graph's for the rest. */
  paths?: KnownPath[];
  /** The signed-in user the page was made for. */
  userId?: string;
};

const endpoint = (p: TripRouting['begin']): Endpoint => ({ name: p.city, lat: p.lat, lng: p.long });

/** The draft as the trip's API shape: days ride in `days` and each stop's `tripInfo`. */
function bodyOf(draft: TripDraft, routing: TripRouting) {
  return {
    name: draft.name,
    locations: draft.stops.map((s) => s.slug),
    routing,
    tripInfo: draft.stops.map((s) => ({
      locationId: s.slug,
      show: s.show,
      locked: s.locked,
      day: s.day,
      ...(s.visitMinutes ? { visitMinutes: s.visitMinutes } : {}),
    })),
    days: draft.days.map((d) => ({
      ...(d.start ? { start: d.start } : {}),
      base: d.base
        ? { name: d.base.name, lat: d.base.lat, long: d.base.lng, ...(d.base.slug ? { slug: d.base.slug } : {}) }
        : null,
    })),
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
  };
}

function initialDraft(trip: Props['trip'], stops: Props['stops']): TripDraft {
  return normaliseDraft({
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    days: trip.days.map((d) => ({
      start: d.start ?? null,
      base: d.base ? { name: d.base.name, lat: d.base.lat, lng: d.base.long, slug: d.base.slug } : null,
    })),
    stops,
  });
}

/** The editor's draft for a trip as stored (a merge saved with another save). */
function draftFromSaved(
  saved: { name: string; startDate: string | null; endDate: string | null; days: TripDay[] },
  stops: Props['stops'],
): TripDraft {
  return initialDraft({ ...saved, days: saved.days } as Props['trip'], stops);
}

/**
 * Edits a trip day by day: name and dates; each day's start, stops and night's base; each stop's
 * day (drag, keys or its menu) and visit time; warnings with one-click fixes; optimise with undo;
 * delete. The itinerary beside it is worked out in the browser on every change.
 */
const NO_PATHS: KnownPath[] = [];

export function TripEditor({
  trip,
  stops: initialStops,
  canDelete,
  afterDelete,
  drives = [],
  paths = NO_PATHS,
  userId,
}: Props) {
  const t = useTranslations('tripEditor');
  const d = useTranslations('tripDays');
  const plannerT = useTranslations('tripPlanner');
  const locale = useLocale();
  const plannerText = useMemo(() => plannerTextOf(plannerT, locale), [plannerT, locale]);
  const miles = (km: number) => wholeNumber(kmToMiles(km), locale);
  const duration = (minutes: number) => driveTime(minutes, locale);
  const [draft, setDraft] = useState(() => initialDraft(trip, initialStops));
  const [history, setHistory] = useState<TripDraft[]>([]);
  const [dragging, setDragging] = useState<string | null>(null);
  const [adding, setAdding] = useState<Suggestion | null>(null);
  const [status, setStatus] = useState('');
  const focusAfterMove = useRef<{ slug: string; up: boolean } | null>(null);
  const begin = endpoint(trip.routing.begin);
  const end = endpoint(trip.routing.end);
  const body = bodyOf(draft, trip.routing);
  // The base a merge starts from is the trip as this editor first showed it, every stop on its
  // day: a day the editor only spelled out is then no change of the traveller's.
  const [loaded] = useState(() => ({ ...body, version: trip.version }));
  const known = useRef(initialStops);
  const tripSave = useTripSave<TripDraft>({
    tripId: trip.tripId,
    userId,
    loaded,
    draft: body,
    stops: draft,
    nameOf: (slug) => [...draft.stops, ...known.current].find((s) => s.slug === slug)?.name,
    announce: setStatus,
    onMerged: async (merged) => {
      // Stops the other side added are looked up; the ones shown keep their details.
      const stops = await stopsFromDraft(merged, [...draft.stops, ...known.current]);
      setDraft(draftFromSaved(merged, stops));
    },
    onRestore: (queued, saved) => {
      // A draft queued by an older page is a list of stops; a newer one is the whole draft.
      setDraft(
        Array.isArray(saved)
          ? normaliseDraft({ ...draft, name: queued.name, stops: saved as DraftStop[] })
          : (saved as TripDraft),
      );
    },
  });
  const { busy, conflict } = tripSave;

  // One oracle for the editor's life: every drive is worked out once, so a move re-plans at once.
  const oracle = useMemo(() => pointDrives(drives), [drives]);
  const itinerary = useMemo(
    () =>
      buildItinerary(
        begin,
        end,
        draft.stops.filter((s) => s.show),
        { startDate: draft.startDate, endDate: draft.endDate, days: draft.days },
        oracle,
        plannerText,
      ),
    // begin and end come from the trip, which does not change while editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft, oracle, plannerText],
  );
  const linePaths = useMemo(() => pathsWith(paths, legPath), [paths]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- begin and end are the trip's, fixed while editing
  const routes = useMemo(() => dayRoutes({ begin, end, days: itinerary.days }, linePaths), [itinerary, linePaths]);
  const plannedBySlug = useMemo(() => {
    const map = new Map<string, ItineraryStop>();
    for (const d of itinerary.days) for (const s of d.stops) map.set(s.slug, s);
    return map;
  }, [itinerary]);
  const lodgings: Base[] = draft.stops
    .filter((s) => s.category === 'accommodation')
    .map((s) => ({ name: s.name, lat: s.lat, lng: s.lng, slug: s.slug }));

  // A stop moved by its buttons keeps focus: on the same button if it still works, else the other.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const row = document.querySelector(`[data-testid="edit-stop"][data-slug="${CSS.escape(moved.slug)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${moved.up ? 'up' : 'down'}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`button[data-move="${moved.up ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [draft]);

  /** Every change goes through here, so each can be undone. */
  const change = (next: TripDraft, message: string) => {
    if (next === draft) return;
    setHistory((h) => [...h.slice(-49), draft]);
    setDraft(next);
    setStatus(message);
  };
  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setDraft(previous);
    setStatus(d('undone'));
  };

  const step = (stop: DraftStop, up: boolean) => {
    const next = stepStop(draft, stop.slug, up);
    const moved = next.stops.find((s) => s.slug === stop.slug)!;
    const position = next.stops.filter((s) => s.day === moved.day).indexOf(moved) + 1;
    focusAfterMove.current = { slug: stop.slug, up };
    change(
      next,
      moved.day === stop.day
        ? d('movedWithin', { name: stop.name, day: moved.day, position })
        : d('movedToDay', { name: stop.name, day: moved.day }),
    );
  };
  const toDay = (stop: DraftStop, day: number, position?: number) =>
    change(moveToDay(draft, stop.slug, day, position), d('movedToDay', { name: stop.name, day }));

  // The slug rides in the drag's data; the state is a fallback for a browser that drops it.
  const dropOn = (dragged: string, target: { day: number; before?: string }) => {
    const moving = draft.stops.find((s) => s.slug === (dragged || dragging));
    setDragging(null);
    if (!moving || moving.slug === target.before) return;
    const onDay = draft.stops.filter((s) => s.day === target.day && s.slug !== moving.slug);
    const position = target.before ? onDay.findIndex((s) => s.slug === target.before) : undefined;
    toDay(moving, target.day, position === -1 ? undefined : position);
  };

  const fix = (f: Fix) => change(applyFix(draft, f), d('fixed', { label: f.label }));

  // A place found along a day's route joins that day where it costs the least detour.
  const CATEGORY_OF_KIND = { eat: 'food', stay: 'accommodation', see: 'attraction' } as const;
  const addAlong = (day: number, place: AlongRoutePlace, insertAfter: number) => {
    if (draft.stops.some((s) => s.slug === place.slug)) return;
    const stop: DraftStop = {
      slug: place.slug,
      name: place.name,
      lat: place.lat,
      lng: place.lng,
      show: true,
      locked: false,
      day,
      category: CATEGORY_OF_KIND[place.kind],
    };
    // Its own announcement comes from the list it was added from.
    change(moveToDay({ ...draft, stops: [...draft.stops, stop] }, place.slug, day, insertAfter), '');
  };
  const routeOf = (i: number) => {
    const planned = itinerary.days[i];
    if (!planned) return [];
    const goal = planned.base ?? (i === itinerary.days.length - 1 ? end : null);
    return [planned.from, ...planned.stops, ...(goal ? [goal] : [])].map(({ lat, lng }) => ({ lat, lng }));
  };
  const excluded = [
    ...draft.stops.map((s) => s.slug),
    ...draft.days.flatMap((d) => (d.base?.slug ? [d.base.slug] : [])),
  ];

  const optimise = () => {
    const result = optimiseDays(draft, begin, end, drives);
    if (!result) {
      setStatus(t('alreadyBest'));
      return;
    }
    const after = buildItinerary(
      begin,
      end,
      result.stops.filter((s) => s.show),
      { ...result, days: result.days },
      oracle,
      plannerText,
    );
    change(
      result,
      t('optimised', {
        beforeMi: miles(itinerary.km),
        beforeTime: duration(itinerary.minutes),
        afterMi: miles(after.km),
        afterTime: duration(after.minutes),
      }),
    );
  };

  const add = (suggestion: Suggestion | null) => {
    setAdding(suggestion);
    if (!suggestion || suggestion.kind !== 'place' || draft.stops.some((s) => s.slug === suggestion.slug)) return;
    const day = draft.days.length;
    const stop: DraftStop = {
      slug: suggestion.slug,
      name: suggestion.name,
      lat: suggestion.lat,
      lng: suggestion.lng,
      show: true,
      locked: false,
      day,
    };
    change({ ...draft, stops: [...draft.stops, stop] }, t('added', { name: suggestion.name }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await tripSave.save();
  };

  const count = draft.stops.length;
  return (
    <form onSubmit={save} noValidate className={styles.clearOfGuideTab}>
      <div className={styles.field}>
        <label htmlFor="trip-name">{t('name')}</label>
        <input
          id="trip-name"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          required
          maxLength={120}
        />
      </div>
      <div className={styles.actions}>
        <div className={styles.field}>
          <label htmlFor="trip-start">{t('startDate')}</label>
          <input
            id="trip-start"
            type="date"
            value={draft.startDate ?? ''}
            onChange={(e) => setDraft((d) => withDates(d, e.target.value || null, d.endDate))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="trip-end">{t('endDate')}</label>
          <input
            id="trip-end"
            type="date"
            value={draft.endDate ?? ''}
            min={draft.startDate || undefined}
            onChange={(e) => setDraft((d) => withDates(d, d.startDate, e.target.value || null))}
          />
        </div>
      </div>
      <h2>{d('days')}</h2>
      <p>{d('daysHint')}</p>
      <p data-testid="editor-totals">
        {d('totals', { miles: miles(itinerary.km), driving: duration(itinerary.minutes), days: itinerary.days.length })}
      </p>
      {count === 0 ? <p>{t('noStops')}</p> : <TripRouteMap days={routes} title={draft.name} />}
      {draft.days.map((settings, i) => {
        const day = i + 1;
        const onDay = draft.stops.filter((s) => s.day === day);
        return (
          <DaySection
            key={day}
            day={day}
            dayCount={draft.days.length}
            settings={settings}
            planned={itinerary.days[i]}
            lodgings={lodgings}
            onStart={(start) => change(setDayStart(draft, day, start), d('startSet', { day, time: start ?? '9:00' }))}
            onBase={(b) =>
              change(setDayBase(draft, day, b), b ? d('baseSet', { day, name: b.name }) : d('baseCleared', { day }))
            }
            onFix={fix}
            onRemove={() => change(removeDay(draft, day), d('dayRemoved', { day }))}
            onDropAtEnd={(dragged) => dropOn(dragged, { day })}
            along={
              <AlongTheRoute
                day={day}
                points={routeOf(i)}
                excludeSlugs={excluded}
                onAdd={(place, insertAfter) => addAlong(day, place, insertAfter)}
                onPickBase={
                  day < draft.days.length
                    ? (place) =>
                        change(
                          setDayBase(draft, day, {
                            name: place.name,
                            lat: place.lat,
                            lng: place.lng,
                            slug: place.slug,
                          }),
                          d('baseSet', { day, name: place.name }),
                        )
                    : undefined
                }
              />
            }
          >
            {onDay.length === 0 ? <p className={styles.muted}>{d('emptyDay')}</p> : null}
            <ol className={styles.stops} aria-label={d('dayHeading', { day })}>
              {onDay.map((stop) => (
                <StopRow
                  key={stop.slug}
                  stop={stop}
                  number={draft.stops.indexOf(stop) + 1}
                  count={count}
                  dayCount={draft.days.length}
                  planned={plannedBySlug.get(stop.slug) ?? null}
                  dragging={dragging === stop.slug}
                  onStep={(up) => step(stop, up)}
                  onDay={(d) => toDay(stop, d)}
                  onChange={(changed) =>
                    change({ ...draft, stops: draft.stops.map((s) => (s.slug === stop.slug ? changed : s)) }, '')
                  }
                  onVisit={(minutes) =>
                    change(
                      setVisitMinutes(draft, stop.slug, minutes),
                      d('visitSet', { name: stop.name, minutes: minutes ?? 0 }),
                    )
                  }
                  onRemove={() =>
                    change(
                      { ...draft, stops: draft.stops.filter((s) => s.slug !== stop.slug) },
                      t('removed', { name: stop.name }),
                    )
                  }
                  onDragStart={() => setDragging(stop.slug)}
                  onDragEnd={() => setDragging(null)}
                  onDropOn={(dragged) => dropOn(dragged, { day, before: stop.slug })}
                />
              ))}
            </ol>
          </DaySection>
        );
      })}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => change(addDay(draft), d('dayAdded', { day: draft.days.length + 1 }))}
        >
          {d('addDay')}
        </button>
      </div>
      <PlaceAutocomplete
        name="add-stop"
        kind="place"
        label={t('addStop')}
        hint={t('addStopHint')}
        value={adding}
        onChange={add}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={optimise} disabled={count < 2}>
          {t('optimise')}
        </button>
        {history.length > 0 ? (
          <button type="button" className={styles.secondary} onClick={undo}>
            {d('undo')}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? t('saving') : t('save')}
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
