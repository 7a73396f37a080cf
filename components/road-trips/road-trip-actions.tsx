'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { openAccountModal } from '@/components/account/events';
import { useSessionUser } from '@/components/account/use-session-user';
import styles from '@/components/trips/trips.module.css';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ROAD_TRIP_ACTION_MESSAGES } from '@/lib/road-trips/messages';
import { SavedAlready, type SavedAlreadyAnswer } from './saved-already';

type PlannerTranslate = ReturnType<typeof useTranslations<'tripPlanner'>>;

export type RoadTripForActions = {
  id: number;
  name: string;
  days: number;
  stops: { slug: string; name: string; city: string; lat: number; lng: number }[];
};

/** The controls' English wording, for tests. */
export const ROAD_TRIP_TEXT = ROAD_TRIP_ACTION_MESSAGES;

const fileName = (name: string, ext: string) =>
  `${
    name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'road-trip'
  }.${ext}`;

function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The drive as the trip planner plans it, loaded on first use so the page itself stays light. */
async function exportTrip(
  trip: RoadTripForActions,
  startDate: string | null,
  planner: PlannerTranslate,
  locale: Locale,
) {
  const [{ buildItinerary }, exports, { plannerTextOf }, { addDays, format, parseISO }] = await Promise.all([
    import('@/lib/trip-planner/itinerary'),
    import('@/lib/trip-planner/exports'),
    import('@/lib/trip-planner/messages'),
    import('date-fns'),
  ]);
  // The itinerary and the calendar's words and times in the page's language.
  const text = plannerTextOf(planner, locale);
  const stops = trip.stops.map((s) => ({ slug: s.slug, name: s.name, lat: s.lat, lng: s.lng }));
  const begin = { ...stops[0]!, name: stops[0]!.name };
  const end = { ...stops.at(-1)!, name: stops.at(-1)!.name };
  const endDate = startDate ? format(addDays(parseISO(startDate), Math.max(1, trip.days) - 1), 'yyyy-MM-dd') : null;
  // Every stop is a stop (so each is a waypoint and an event); the drive starts at the first and ends at the last.
  const itinerary = buildItinerary(begin, end, stops, startDate ? { startDate, endDate } : {}, undefined, text);
  return { exports, text, data: { tripId: trip.id, name: trip.name, begin, end, itinerary } };
}

/** A featured road trip, made the traveller's own: save a copy, or take the route or a calendar. */
export function RoadTripActions({ trip }: { trip: RoadTripForActions }) {
  const t = useTranslations('roadTripActions');
  const planner = useTranslations('tripPlanner');
  const locale = useLocale();
  const router = useRouter();
  const session = useSessionUser();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [firstDay, setFirstDay] = useState('');
  const [savedAlready, setSavedAlready] = useState<SavedAlreadyAnswer | null>(null);

  // The server builds the trip from the road trip, and answers 409 when the user has it already.
  const save = async (copy?: { name: string }) => {
    if (session.status !== 'signed-in') return openAccountModal('sign-in', { from: 'plan-your-trip' });
    setBusy(true);
    const response = await fetch(`/api/road-trips/${trip.id}/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(locale === 'es' ? { 'x-site-locale': 'es' } : {}) },
      body: JSON.stringify(copy ? { copy: true, name: copy.name } : {}),
    }).catch(() => null);
    setBusy(false);
    const answer = (await response?.json().catch(() => null)) as
      ({ tripId: number } & Partial<SavedAlreadyAnswer> & { error?: { message?: string } }) | null;
    if (response?.status === 409 && answer?.existing && answer.copyName)
      return setSavedAlready({ existing: answer.existing, copyName: answer.copyName });
    if (!response?.ok || !answer) {
      const reason = answer?.error?.message;
      return setStatus(reason ? `${t('saveFailed')} ${reason}` : t('saveFailed'));
    }
    router.push(localePath(locale, `/edit-trip?id=${answer.tripId}`));
  };

  const gpx = async () => {
    const { exports, data } = await exportTrip(trip, null, planner, locale);
    download(exports.tripToGpx(data), fileName(trip.name, 'gpx'), 'application/gpx+xml');
  };

  const ics = async () => {
    if (!firstDay) return setStatus(t('needDay'));
    const { exports, data, text } = await exportTrip(trip, firstDay, planner, locale);
    download(exports.tripToIcs(data, undefined, undefined, text), fileName(trip.name, 'ics'), 'text/calendar');
    setStatus('');
  };

  if (trip.stops.length === 0) return null;
  return (
    <div data-testid="road-trip-actions">
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void save()} disabled={busy || !!savedAlready}>
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => void gpx()}>
          {t('gpx')}
        </button>
      </div>
      {savedAlready ? (
        <SavedAlready
          answer={savedAlready}
          busy={busy}
          onOpen={() => router.push(localePath(locale, `/trip/${savedAlready.existing.tripId}`))}
          onCopy={(name) => void save({ name })}
        />
      ) : null}
      <div className={styles.actions}>
        <div className={styles.field}>
          <label htmlFor="road-trip-first-day">{t('firstDay')}</label>
          <input id="road-trip-first-day" type="date" value={firstDay} onChange={(e) => setFirstDay(e.target.value)} />
        </div>
        <button type="button" className={styles.secondary} onClick={() => void ics()}>
          {t('ics')}
        </button>
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
