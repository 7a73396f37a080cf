'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { EMERGENCY_LEVEL, type AlertBanner } from '@/lib/alerts/types';
import { siteLocaleHeader } from '@/lib/forms/site-locale';
import { dismissalKey, parseDismissed, readDismissed, rememberDismissed } from './dismissed-alerts';

import styles from './banners.module.css';
import { useBrowserValue } from './use-browser-value';

export const ALERTS_URL = '/api/alerts';
const DETAILS_ID = 'alert-details';

/**
 * The alert banners: one at a time, Next cycles and wraps to the first (docs/SPEC.md section 2.5). Each is one
 * line (level, title cut with an ellipsis, and the count when there are several) with Details to
 * read the message, and can be dismissed until it is updated. The server renders the cached set; the browser asks the alerts service once.
 */
export function AlertBanners({ alerts: initial }: { alerts: AlertBanner[] }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const [alerts, setAlerts] = useState(initial);
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const stored = useBrowserValue(readDismissed, '[]');
  const [changed, setChanged] = useState<string | null>(null);
  const dismissed = parseDismissed(changed ?? stored);

  useEffect(() => {
    const controller = new AbortController();
    fetch(ALERTS_URL, {
      signal: controller.signal,
      headers: { accept: 'application/json', ...siteLocaleHeader(locale) },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((fresh: unknown) => {
        if (Array.isArray(fresh)) setAlerts(fresh as AlertBanner[]);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);

  const shown = alerts.filter((a) => !dismissed.includes(dismissalKey(a)));
  const total = shown.length;
  const alert = shown[index % Math.max(total, 1)];
  if (!alert) return null;
  const emergency = alert.level.trim().toLowerCase() === EMERGENCY_LEVEL.toLowerCase();

  function dismiss() {
    if (alert) setChanged(rememberDismissed(dismissalKey(alert)));
    setExpanded(false);
  }

  return (
    <section
      aria-label={t('alertsLabel')}
      className={styles.alerts}
      data-level={emergency ? 'emergency' : 'standard'}
      data-expanded={expanded}
    >
      <div className={styles.alertInner}>
        <div className={styles.alertLine}>
          <p className={styles.alertLevel}>
            {emergency ? (
              <strong className={styles.emergencyTag}>{t('emergencyTag')}</strong>
            ) : (
              (alert.levelText ?? alert.level)
            )}
          </p>
          <h2 className={styles.alertTitle} aria-live="polite" aria-atomic="true">
            {alert.url ? <a href={alert.url}>{alert.title}</a> : alert.title}
          </h2>
          <button
            type="button"
            className={styles.alertButton}
            aria-expanded={expanded}
            aria-controls={DETAILS_ID}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className={styles.buttonLabel}>{expanded ? t('alertLess') : t('alertMore')}</span>
            <span aria-hidden="true" className={styles.alertChevron} />
          </button>
          {total > 1 && (
            <span className={styles.alertNav}>
              <span className={styles.alertCount}>{t('alertCount', { n: (index % total) + 1, total })}</span>
              <span className={styles.alertCountShort} aria-hidden="true">
                {t('alertCountShort', { n: (index % total) + 1, total })}
              </span>
              <button type="button" className={styles.alertButton} onClick={() => setIndex((i) => (i + 1) % total)}>
                <span className={styles.buttonLabel}>{t('nextAlert')}</span>
                <span aria-hidden="true" className={styles.nextArrow} />
              </button>
            </span>
          )}
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('alertDismiss', { title: alert.title })}
            onClick={dismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div id={DETAILS_ID} className={styles.alertBody} hidden={!expanded}>
          <div className={styles.alertMessage} dangerouslySetInnerHTML={{ __html: alert.message }} />
          {alert.resources.length > 0 && (
            <p className={styles.resources}>
              {alert.resources.map((resource) => (
                <a key={resource.url} href={resource.url} className={styles.resourceButton}>
                  {resource.buttonText}
                </a>
              ))}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
