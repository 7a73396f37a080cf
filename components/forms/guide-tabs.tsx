'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import type { GuideTab } from '@/lib/guide-orders/form';
import styles from './guide-form.module.css';

type Props = {
  baseId: string;
  tabs: readonly GuideTab[];
  active: GuideTab;
  enabled: (tab: GuideTab) => boolean;
  onSelect: (tab: GuideTab) => void;
};

export const tabId = (baseId: string, tab: GuideTab) => `${baseId}-tab-${tab}`;
export const panelId = (baseId: string, tab: GuideTab) => `${baseId}-panel-${tab}`;

/** The order form's steps as WAI-ARIA tabs; arrows, Home and End move between the enabled ones. */
export function GuideTabs({ baseId, tabs, active, enabled, onSelect }: Props) {
  const t = useTranslations('guideOrder');
  const tabName = useTranslations('guideTabs');
  const listRef = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const open = tabs.filter(enabled);
    const at = open.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? open[(at + 1) % open.length]
        : event.key === 'ArrowLeft'
          ? open[(at - 1 + open.length) % open.length]
          : event.key === 'Home'
            ? open[0]
            : event.key === 'End'
              ? open[open.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(baseId, target))}`)?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={t('tabsLabel')} className={styles.tablist} onKeyDown={move}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(baseId, tab)}
          aria-controls={panelId(baseId, tab)}
          aria-selected={tab === active}
          tabIndex={tab === active ? 0 : -1}
          disabled={!enabled(tab)}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          <span aria-hidden="true" className={styles.step}>
            {index + 1}
          </span>
          {tabName(tab)}
        </button>
      ))}
    </div>
  );
}
