'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isCollapsed, parseCrisisState, type CrisisState } from '@/lib/alerts/crisis-state';
import type { CrisisAlert } from '@/lib/alerts/types';
import { siteLocaleHeader } from '@/lib/forms/site-locale';
import type { Locale } from '@/lib/i18n/locales';
import { CRISIS_ALERT_REFRESH_MS, STORAGE_KEYS } from '@/lib/constants';

import styles from './banners.module.css';
import { useBrowserValue } from './use-browser-value';

export const CRISIS_URL = '/api/alerts/crisis?siteType=travel';

async function fetchCrisis(locale: Locale): Promise<CrisisAlert | null> {
  try {
    const response = await fetch(CRISIS_URL, { headers: { accept: 'application/json', ...siteLocaleHeader(locale) } });
    return response.ok ? ((await response.json()) as CrisisAlert | null) : null;
  } catch {
    return null;
  }
}

/**
 * The crisis banner: refreshed every hour, collapsible, reopened by a newer alert (docs/SPEC.md section 4).
 * Open, it shows the message's first line; Details shows all of it, so the header stays in view.
 */
export function CrisisBanner({ initial }: { initial: CrisisAlert | null }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const [alert, setAlert] = useState(initial);
  const stored = useBrowserValue(() => window.localStorage.getItem(STORAGE_KEYS.crisisManager), null);
  const [changed, setState] = useState<CrisisState | null>(null);
  const state = changed ?? parseCrisisState(stored);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(async () => setAlert(await fetchCrisis(locale)), CRISIS_ALERT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [locale]);

  if (!alert) return null;
  const collapsed = isCollapsed(state, alert.updated_at);

  function toggle() {
    const next: CrisisState = collapsed
      ? { collapsed: false, collapsedAt: null }
      : { collapsed: true, collapsedAt: new Date().toISOString() };
    window.localStorage.setItem(STORAGE_KEYS.crisisManager, JSON.stringify(next));
    setState(next);
  }

  return (
    <section aria-label={t('crisisLabel')} className={styles.crisis} data-type={alert.message_type}>
      <div className={styles.crisisInner}>
        <p className={styles.crisisType}>{alert.type_text || alert.message_type || t('crisisLabel')}</p>
        <div
          id="crisis-message"
          hidden={collapsed}
          className={styles.crisisMessage}
          data-full={full}
          dangerouslySetInnerHTML={{ __html: alert.message }}
        />
        {!collapsed && (
          <button
            type="button"
            className={styles.alertButton}
            aria-expanded={full}
            aria-controls="crisis-message"
            onClick={() => setFull((f) => !f)}
          >
            <span className={styles.buttonLabel}>{full ? t('alertLess') : t('alertMore')}</span>
            <span aria-hidden="true" className={styles.alertChevron} />
          </button>
        )}
        <button
          type="button"
          className={styles.crisisToggle}
          aria-expanded={!collapsed}
          aria-controls="crisis-message"
          onClick={toggle}
        >
          {collapsed ? t('crisisExpand') : t('crisisCollapse')}
        </button>
      </div>
    </section>
  );
}
