'use client';

import { useTranslations } from 'next-intl';
import styles from './trips.module.css';

export function PrintButton() {
  const t = useTranslations('trips');
  return (
    <button type="button" className={`${styles.secondary} ${styles.noPrint}`} onClick={() => window.print()}>
      {t('printButton')}
    </button>
  );
}
