import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { EditorialPage } from '@/lib/pages/editorial/types';
import styles from './content.module.css';

/** The sections of an editorial page: a heading, paragraphs, an optional list and links each. */
export function EditorialBody({ page }: { page: EditorialPage }) {
  const t = useTranslations('pages');
  return (
    <div className={styles.prose}>
      {page.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul>
              {section.links.map((l) => (
                <li key={l.href}>
                  {l.href.startsWith('/') ? (
                    <Link href={l.href}>{l.text}</Link>
                  ) : (
                    <a href={l.href} rel="noopener">
                      {l.text}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {page.updated ? <p>{t('lastUpdated', { date: page.updated })}</p> : null}
    </div>
  );
}
