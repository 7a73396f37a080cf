import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of an account page; the page's own heading is the form's. */
export function AccountPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <main id="main-content" className={styles.page}>
      {title ? <h1>{title}</h1> : null}
      {children}
    </main>
  );
}
