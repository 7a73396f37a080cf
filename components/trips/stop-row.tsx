'use client';

import type { DragEvent } from 'react';
import { EDITOR_TEXT as T } from './editor-messages';
import styles from './trips.module.css';

export type EditableStop = {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  show: boolean;
  locked: boolean;
  day?: number;
};

type Props = {
  stop: EditableStop;
  index: number;
  count: number;
  dragging: boolean;
  onMove: (from: number, to: number) => void;
  onChange: (stop: EditableStop) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
};

/** One stop in the editor: draggable, and movable by keyboard with its up and down buttons. */
export function StopRow({
  stop,
  index,
  count,
  dragging,
  onMove,
  onChange,
  onRemove,
  onDragStart,
  onDragEnd,
  onDropOn,
}: Props) {
  return (
    <li
      className={`${styles.stop} ${dragging ? styles.stopDragging : ''}`}
      draggable
      data-testid="edit-stop"
      data-slug={stop.slug}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', stop.slug);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropOn();
      }}
    >
      <span className={styles.stopName}>
        {index + 1}. {stop.name}
      </span>
      <button
        type="button"
        className={styles.secondary}
        data-move="up"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={T.moveUp(stop.name)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.secondary}
        data-move="down"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={T.moveDown(stop.name)}
      >
        ↓
      </button>
      <label>
        <input type="checkbox" checked={stop.show} onChange={(e) => onChange({ ...stop, show: e.target.checked })} />{' '}
        {T.show}
      </label>
      <label>
        <input
          type="checkbox"
          checked={stop.locked}
          onChange={(e) => onChange({ ...stop, locked: e.target.checked })}
        />{' '}
        {T.lock}
      </label>
      <button type="button" className={styles.secondary} onClick={onRemove} aria-label={T.remove(stop.name)}>
        Remove
      </button>
    </li>
  );
}
