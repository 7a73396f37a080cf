import type { ReactNode } from 'react';
import styles from './content.module.css';

/** A label above its control, tied by id so the name is only the label's words. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
