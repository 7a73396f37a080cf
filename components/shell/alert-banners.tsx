'use client';

import { useEffect, useState } from 'react';
import { EMERGENCY_LEVEL, type AlertBanner } from '@/lib/alerts/types';
import { SHELL_MESSAGES as M } from './messages';
import styles from './banners.module.css';

export const ALERTS_URL = '/api/alerts';

/**
 * The alert banners: one at a time, Next cycles and wraps to the first (SPEC 2.5). The server
 * renders the cached set; the browser asks the alerts service once for the current one.
 */
export function AlertBanners({ alerts: initial }: { alerts: AlertBanner[] }) {
  const [alerts, setAlerts] = useState(initial);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch(ALERTS_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((fresh: unknown) => {
        if (Array.isArray(fresh)) setAlerts(fresh as AlertBanner[]);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const total = alerts.length;
  const alert = alerts[index % Math.max(total, 1)];
  if (!alert) return null;
  const emergency = alert.level.trim().toLowerCase() === EMERGENCY_LEVEL.toLowerCase();

  return (
    <section aria-label={M.alertsLabel} className={styles.alerts} data-level={emergency ? 'emergency' : 'standard'}>
      <div className={styles.alertInner}>
        <p className={styles.alertLevel}>
          {emergency ? <strong className={styles.emergencyTag}>{M.emergencyTag}</strong> : alert.level}
        </p>
        <div className={styles.alertBody} aria-live="polite" aria-atomic="true">
          <h2 className={styles.alertTitle}>
            {alert.url ? <a href={alert.url}>{alert.title}</a> : alert.title}
          </h2>
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
        {total > 1 && (
          <div className={styles.alertNav}>
            <span>{M.alertCount(index + 1, total)}</span>
            <button type="button" className={styles.nextButton} onClick={() => setIndex((i) => (i + 1) % total)}>
              {M.nextAlert}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
