'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ShareLink } from '@/lib/trips/share-links';
import { WHEN_FORMAT } from '@/lib/trips/sharing-messages';
import { LinkRow } from './link-row';
import styles from './trips.module.css';

/** The owner's read-only links: make one, copy it, stop sharing it. */
export function ShareLinkMaker({ tripId, links: initial }: { tripId: number; links: ShareLink[] }) {
  const t = useTranslations('tripSharing');
  const format = useFormatter();
  const formatWhen = (iso: string) => format.dateTime(new Date(iso), WHEN_FORMAT);
  const [links, setLinks] = useState(initial);
  const [status, setStatus] = useState('');
  const make = async () => {
    const response = await fetch(`/api/trips/${tripId}/share`, { method: 'POST' });
    if (!response.ok) return setStatus(t('shareFailed'));
    const made = (await response.json()) as ShareLink;
    setLinks((list) => [...list, { token: made.token, path: made.path, createdAt: made.createdAt }]);
    setStatus(t('shareMade'));
  };
  const stop = async (link: ShareLink) => {
    const response = await fetch(`/api/trips/${tripId}/share`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.token }),
    });
    if (!response.ok) return setStatus(t('stopFailed'));
    setLinks((list) => list.filter((l) => l.token !== link.token));
    setStatus(t('stopped'));
    document.getElementById('share-heading')?.focus();
  };
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" tabIndex={-1}>
        {t('shareHeading')}
      </h2>
      <p>{t('shareIntro')}</p>
      <button type="button" className={styles.primary} onClick={make}>
        {t('makeShare')}
      </button>
      {links.length === 0 ? <p>{t('noShareLinks')}</p> : null}
      <ul className={styles.stops}>
        {links.map((link, i) => (
          <LinkRow
            key={link.token}
            path={link.path}
            label={t('shareLabel', { n: i + 1, made: formatWhen(link.createdAt) })}
            action={t('stopSharing')}
            actionLabel={t('stopSharingLabel', { n: i + 1, made: formatWhen(link.createdAt) })}
            onAction={() => void stop(link)}
            testId="share-link"
          />
        ))}
      </ul>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
