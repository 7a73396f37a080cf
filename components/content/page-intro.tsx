import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import styles from './content.module.css';

/** The top of every content page: breadcrumbs, the one h1 and an optional lede. */
export function PageIntro({
  title,
  lede,
  ledeLang,
  trail,
  children,
}: {
  title: string;
  lede?: string;
  /** The lede's language when it is not the page's (a Spanish page showing an untranslated summary). */
  ledeLang?: string;
  trail: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header>
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      {lede ? <p className={styles.lede} lang={ledeLang}>
          {lede}
        </p> : null}
      {children}
    </header>
  );
}

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className={styles.page}>
      {children}
    </main>
  );
}

export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
