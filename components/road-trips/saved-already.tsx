'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from '@/components/trips/trips.module.css';

export type SavedAlreadyAnswer = { existing: { tripId: number; name: string }; copyName: string };

type Props = {
  answer: SavedAlreadyAnswer;
  busy: boolean;
  onOpen: () => void;
  onCopy: (name: string) => void;
};

/** "Save as my trip" for a road trip the user has saved: open that trip, or save a copy under a new name. */
export function SavedAlready({ answer, busy, onOpen, onCopy }: Props) {
  const t = useTranslations('roadTripActions');
  const heading = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState(answer.copyName);
  useEffect(() => heading.current?.focus(), []);
  const copy = (event: FormEvent) => {
    event.preventDefault();
    onCopy(name.trim() || answer.copyName);
  };
  return (
    <section aria-labelledby="saved-already-heading" data-testid="saved-already" className={styles.conflict}>
      <h3 id="saved-already-heading" tabIndex={-1} ref={heading}>
        {t('savedAlready')}
      </h3>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onOpen}>
          {t('openSaved')}
        </button>
      </div>
      <form onSubmit={copy} className={styles.actions}>
        <div className={styles.field}>
          <label htmlFor="road-trip-copy-name">{t('copyName')}</label>
          <input
            id="road-trip-copy-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            required
          />
        </div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {busy ? t('saving') : t('saveCopy')}
        </button>
      </form>
    </section>
  );
}
