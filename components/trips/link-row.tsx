'use client';

import { useId, useSyncExternalStore } from 'react';
import styles from './trips.module.css';

const noSubscription = () => () => undefined;

/** The site's origin in the browser; empty while rendering on the server and hydrating. */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/** A link to copy (selected on focus), with one button that ends it. */
export function LinkRow({
  path,
  label,
  action,
  actionLabel,
  onAction,
  testId,
}: {
  path: string;
  label: string;
  action: string;
  actionLabel: string;
  onAction: () => void;
  testId: string;
}) {
  const id = useId();
  const origin = useSiteOrigin();
  return (
    <li className={styles.stop} data-testid={testId}>
      <div className={`${styles.field} ${styles.stopName}`}>
        <label htmlFor={id}>{label}</label>
        <input id={id} readOnly value={`${origin}${path}`} onFocus={(e) => e.target.select()} />
      </div>
      <button type="button" className={styles.secondary} onClick={onAction} aria-label={actionLabel}>
        {action}
      </button>
    </li>
  );
}
