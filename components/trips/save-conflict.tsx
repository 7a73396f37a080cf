'use client';

import { useEffect, useRef } from 'react';
import { EDITOR_TEXT as T } from './editor-messages';
import styles from './trips.module.css';

/** The fields of a trip the editor saves, as the server holds them. */
export type SavedTrip = {
  name: string;
  locations: string[];
  startDate: string | null;
  endDate: string | null;
  version: number;
};

/** What another save changed, in words, naming places by the names the editor knows. */
export function describeChanges(base: SavedTrip, current: SavedTrip, names: Map<string, string>): string[] {
  const changes: string[] = [];
  if (base.name !== current.name) changes.push(T.conflictName(base.name, current.name));
  if (base.startDate !== current.startDate || base.endDate !== current.endDate)
    changes.push(T.conflictDates(current.startDate, current.endDate));
  const name = (slug: string) => names.get(slug);
  const added = current.locations.filter((s) => !base.locations.includes(s));
  const removed = base.locations.filter((s) => !current.locations.includes(s));
  if (added.length) changes.push(T.conflictAdded(added.map(name).filter(Boolean) as string[], added.length));
  if (removed.length) changes.push(T.conflictRemoved(removed.map(name).filter(Boolean) as string[], removed.length));
  const kept = base.locations.filter((s) => current.locations.includes(s));
  const keptNow = current.locations.filter((s) => base.locations.includes(s));
  if (kept.join() !== keptNow.join()) changes.push(T.conflictOrder);
  if (changes.length === 0) changes.push(T.conflictSame);
  return changes;
}

type Props = { changes: string[]; onReload: () => void; onOverwrite: () => void };

/** Shown when a save was refused because the trip changed meanwhile: what changed, and the two ways on. */
export function SaveConflict({ changes, onReload, onOverwrite }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="conflict-heading" className={styles.conflict} data-testid="save-conflict">
      <h2 id="conflict-heading" tabIndex={-1} ref={heading}>
        {T.conflictTitle}
      </h2>
      <p>{T.conflictIntro}</p>
      <ul>
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onReload}>
          {T.conflictReload}
        </button>
        <button type="button" className={styles.primary} onClick={onOverwrite}>
          {T.conflictOverwrite}
        </button>
      </div>
    </section>
  );
}
