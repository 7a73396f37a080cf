'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TripDay } from '@/lib/db/schema';
import { mergeTrips, type Choices, type Clash, type TripDraft } from '@/lib/trips/merge';
import { siteLocaleHeader } from '@/lib/forms/site-locale';
import { useOfflineEdits } from '@/components/offline/use-offline-edits';
import { useSessionUser } from '@/components/account/use-session-user';
import { describeClash } from './describe-clash';
import type { ClashChoice } from './save-conflict';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * A trip as the editor holds it, in the shape it is saved in. An editor that does not edit days
 * leaves `days` out, and one that does not edit visit times leaves a stop's `visitMinutes` key
 * out: the loaded values are then kept.
 */
export type EditorDraft = Omit<TripDraft, 'days'> & { days?: TripDay[] };
export type LoadedTrip = EditorDraft & { version: number };
type StoredTrip = TripDraft & { version: number; updatedBy?: { userId: string; email: string | null } };

export type TripSaveOptions<Stops> = {
  tripId: number;
  /** The trip as the page loaded it, with its version: what both sides of a clash started from. */
  loaded: LoadedTrip;
  /** What the editor shows now. */
  draft: EditorDraft;
  /** The editor's own form of the stops, kept on the device with an edit queued offline. */
  stops: Stops;
  /** A stop's name, for clash messages. */
  nameOf: (slug: string) => string | undefined;
  /** The signed-in user the page was made for, when it knows: who "your other tab" is. */
  userId?: string;
  /** Puts a message in the editor's status line. */
  announce: (message: string) => void;
  /**
   * A merge with changes saved meanwhile was saved: show this trip (as stored). The draft the
   * editor renders once this returns (or its promise settles) counts as saved.
   */
  onMerged: (merged: TripDraft) => void | Promise<void>;
  /** An edit queued offline earlier: show it. */
  onRestore: (queued: EditorDraft, stops: Stops) => void;
};

type Queued<Stops> = { stops: Stops; base: LoadedTrip };
const isQueued = <Stops>(kept: unknown): kept is Queued<Stops> =>
  typeof kept === 'object' && kept !== null && 'base' in kept && 'stops' in kept;

type Conflict = { current: StoredTrip; clashes: Clash[] };

// Three tries at a clean merge: more means others are saving faster than this page can.
const MERGE_ATTEMPTS = 3;

/** The draft in a canonical form, so two drafts that save the same trip compare equal. */
function draftKey(d: EditorDraft): string {
  const info = d.tripInfo.map((i) => [i.locationId, i.show, i.locked ?? false, i.day ?? null, i.visitMinutes ?? null]);
  return JSON.stringify([d.name, d.startDate, d.endDate, d.routing, d.locations, info, d.days ?? null]);
}

/** The draft with what the editor leaves out taken from `base` (see EditorDraft). */
function complete(draft: EditorDraft, base: EditorDraft): EditorDraft {
  const minutes = new Map(base.tripInfo.map((i) => [i.locationId, i.visitMinutes]));
  const tripInfo = draft.tripInfo.map((i) =>
    'visitMinutes' in i || minutes.get(i.locationId) === undefined
      ? i
      : { ...i, visitMinutes: minutes.get(i.locationId) },
  );
  return { ...draft, tripInfo, days: draft.days ?? base.days };
}

/**
 * The trip editor's save: sends the draft with the version it started from; when the trip was
 * saved meanwhile, merges the two edits three-way and saves the merge at once, or, when they
 * clash, offers the choice (`conflict`, the props of SaveConflict). Queues a save made offline,
 * and guards against leaving with unsaved changes.
 */
export function useTripSave<Stops>(options: TripSaveOptions<Stops>) {
  const t = useTranslations('tripEditor');
  const offlineText = useTranslations('offline');
  const locale = useLocale();
  const { tripId, draft, stops, announce } = options;
  const [base, setBase] = useState<LoadedTrip>(options.loaded);
  const [savedKey, setSavedKey] = useState(() => draftKey(draft));
  // Set when the editor was handed a trip to show: the draft it renders next counts as saved.
  const [adopting, setAdopting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const key = draftKey(draft);
  if (adopting) {
    setSavedKey(key);
    setAdopting(false);
  }
  const allowLeave = useUnsavedGuard(key !== savedKey, t('leaveUnsaved'));

  // An edit queued offline keeps the trip it started from, so a merge after a reload still knows it.
  const offline = useOfflineEdits<Queued<Stops> | Stops>(tripId, {
    restore: (queued, kept) => {
      const { version, ...edited } = queued;
      const withBase = isQueued(kept) ? kept : null;
      setBase(withBase ? withBase.base : (b) => ({ ...b, version }));
      options.onRestore(edited as unknown as EditorDraft, withBase ? withBase.stops : (kept as Stops));
      setAdopting(true);
      announce(offlineText('queued'));
    },
    resend: () => void send(draft, base.version),
  });

  // The page names its user; the session hook is the fallback (it cannot answer offline).
  const sessionUser = useSessionUser().userId;
  const me = options.userId ?? sessionUser;
  // The last saver as the user knows them: themselves (another tab), a fellow planner, or unknown.
  const savedByMe = (current: StoredTrip) => me !== undefined && current.updatedBy?.userId === me;
  const whoSaved = (current: StoredTrip) =>
    savedByMe(current) ? t('yourOtherTab') : (current.updatedBy?.email ?? t('someoneElse'));
  const mergedMessage = (current: StoredTrip) =>
    savedByMe(current)
      ? t('mergedSelf')
      : current.updatedBy?.email
        ? t('merged', { who: current.updatedBy.email })
        : t('mergedWithOthers');

  /** Merges the draft with `current`; saves the merge unless there is a clash the user has not settled. */
  async function merge(current: StoredTrip, choices: Choices | null, attempt: number) {
    const from = { ...base, days: base.days ?? current.days };
    const mine = complete(draft, from) as TripDraft;
    const { merged, clashes } = mergeTrips(from as TripDraft, mine, current, choices ?? {});
    // A clash the user has not settled yet (a save meanwhile can bring new ones) asks again.
    if (clashes.some((c) => !choices || !(c.key in choices))) {
      setConflict({ current, clashes });
      announce('');
      return;
    }
    setConflict(null);
    const message = choices ? t('saved') : mergedMessage(current);
    await send(merged, current.version, { message, choices, attempt: attempt + 1 });
  }

  async function send(
    body: EditorDraft,
    version: number,
    merging?: { message: string; choices: Choices | null; attempt: number },
  ) {
    const sentKey = key;
    const full = complete(body, base);
    setBusy(true);
    let response: Response;
    try {
      response = await fetch(`/api/trips/${tripId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...siteLocaleHeader(locale) },
        body: JSON.stringify({ ...full, version }),
      });
    } catch (error) {
      // No signal: the editor's edit is kept on this device with the trip it started from (not a
      // merge, which is redone against whatever is stored when the network returns).
      setBusy(false);
      const queued = { ...complete(draft, base), version: base.version };
      if (!(await offline.queueIfOffline(error, queued, { stops, base }))) throw error;
      setSavedKey(sentKey);
      announce(offlineText('queued'));
      return;
    }
    offline.settled();
    setBusy(false);
    const answer = (await response.json().catch(() => null)) as
      (StoredTrip & { error?: { message?: string }; current?: StoredTrip }) | null;
    if (response.ok && answer) {
      setBase(answer);
      setConflict(null);
      if (merging) {
        await options.onMerged(answer);
        setAdopting(true);
      } else setSavedKey(sentKey);
      announce(merging?.message ?? t('saved'));
    } else if (response.status === 409 && (merging?.attempt ?? 0) < MERGE_ATTEMPTS) {
      const current = answer?.current ?? (await fetchCurrent(tripId));
      if (current) return merge(current, merging?.choices ?? null, merging?.attempt ?? 0);
      announce(t('saveFailed'));
    } else announce(answer?.error?.message ? `${t('saveFailed')} ${answer.error.message}` : t('saveFailed'));
  }

  const shown = conflict && {
    who: whoSaved(conflict.current),
    clashes: conflict.clashes.map((c): ClashChoice => ({
      key: c.key,
      text: describeClash(c, whoSaved(conflict.current), options.nameOf, t),
    })),
    onResolve: (choices: Choices) => void merge(conflict.current, choices, 0),
    onReload: () => {
      allowLeave(); // reloading is the choice made: the page must not ask again
      window.location.reload();
    },
  };

  return {
    /** Saves the draft as it is now. */
    save: () => send(draft, base.version),
    busy,
    /** Unsaved changes: the draft differs from the trip as last loaded or saved. */
    dirty: key !== savedKey,
    /** Props for SaveConflict while a clash awaits the user's choice, else null. */
    conflict: shown || null,
  };
}

async function fetchCurrent(tripId: number): Promise<StoredTrip | null> {
  const response = await fetch(`/api/trips/${tripId}`).catch(() => null);
  return response?.ok ? ((await response.json()) as StoredTrip) : null;
}
