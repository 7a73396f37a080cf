'use client';

import styles from './trips.module.css';

export function PrintButton() {
  return (
    <button type="button" className={`${styles.secondary} ${styles.noPrint}`} onClick={() => window.print()}>
      Print this itinerary
    </button>
  );
}
