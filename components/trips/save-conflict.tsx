'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Choices, Side } from '@/lib/trips/merge';
import styles from './trips.module.css';

export type ClashChoice = { key: string; text: string };

type Props = {
  /** Each clash in words (see describeClash), under the key a choice is recorded by. */
  clashes: ClashChoice[];
  /** Who saved the other changes: an email, or "someone else". */
  who: string;
  /** Save the merge with a side chosen for every clash. */
  onResolve: (choices: Choices) => void;
  onReload: () => void;
};

/**
 * Shown when a save met changes saved meanwhile that touch what this save changed: each clash,
 * a choice of side for each or for all, and reloading their version instead.
 */
export function SaveConflict({ clashes, who, onResolve, onReload }: Props) {
  const t = useTranslations('tripEditor');
  const heading = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  useEffect(() => heading.current?.focus(), []);
  const all = (side: Side) => Object.fromEntries(clashes.map((c) => [c.key, side]));
  return (
    <section role="alert" aria-labelledby="conflict-heading" className={styles.conflict} data-testid="save-conflict">
      <h2 id="conflict-heading" tabIndex={-1} ref={heading}>
        {t('conflictTitle')}
      </h2>
      <p>{t('conflictClashIntro', { who })}</p>
      {clashes.map((clash, i) => (
        <fieldset key={clash.key} data-testid="clash">
          <legend>{clash.text}</legend>
          {(['mine', 'theirs'] as const).map((side) => (
            <label key={side}>
              <input
                type="radio"
                name={`clash-${i}`}
                checked={(choices[clash.key] ?? 'mine') === side}
                onChange={() => setChoices((c) => ({ ...c, [clash.key]: side }))}
              />{' '}
              {side === 'mine' ? t('clashKeepMine') : t('clashTakeTheirs')}
            </label>
          ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => onResolve({ ...all('mine'), ...choices })}>
          {t('conflictSaveChoices')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onResolve(all('mine'))}>
          {t('conflictOverwrite')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onResolve(all('theirs'))}>
          {t('conflictTakeAllTheirs')}
        </button>
        <button type="button" className={styles.secondary} onClick={onReload}>
          {t('conflictReload')}
        </button>
      </div>
    </section>
  );
}
