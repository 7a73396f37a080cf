import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TextField } from '@/lib/record-text';
import styles from './content.module.css';

/** A record's text that a Spanish page shows in English: marked lang="en" so it is read as English. */
export function EnglishText({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <div lang="en">{children}</div> : children;
}

/** One short line saying that some of the record's text is still in English; nothing when none is. */
export function UntranslatedNote({ fields }: { fields: readonly TextField[] | undefined }) {
  const t = useTranslations('recordText');
  if (!fields || fields.length === 0) return null;
  return (
    <p role="note" className={styles.untranslated}>
      {t('untranslatedNote')}
    </p>
  );
}
