'use client';

import { useState } from 'react';
import type { ShareLink } from '@/lib/trips/share-links';
import { LinkRow } from './link-row';
import { formatWhen, SHARING_MESSAGES } from './sharing-messages';
import styles from './trips.module.css';

/** The owner's read-only links: make one, copy it, stop sharing it. */
export function ShareLinkMaker({ tripId, links: initial }: { tripId: number; links: ShareLink[] }) {
  const [links, setLinks] = useState(initial);
  const [status, setStatus] = useState('');
  const make = async () => {
    const response = await fetch(`/api/trips/${tripId}/share`, { method: 'POST' });
    if (!response.ok) return setStatus(SHARING_MESSAGES.shareFailed);
    const made = (await response.json()) as ShareLink;
    setLinks((list) => [...list, { token: made.token, path: made.path, createdAt: made.createdAt }]);
    setStatus(SHARING_MESSAGES.shareMade);
  };
  const stop = async (link: ShareLink) => {
    const response = await fetch(`/api/trips/${tripId}/share`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.token }),
    });
    if (!response.ok) return setStatus(SHARING_MESSAGES.stopFailed);
    setLinks((list) => list.filter((l) => l.token !== link.token));
    setStatus(SHARING_MESSAGES.stopped);
    document.getElementById('share-heading')?.focus();
  };
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" tabIndex={-1}>
        {SHARING_MESSAGES.shareHeading}
      </h2>
      <p>{SHARING_MESSAGES.shareIntro}</p>
      <button type="button" className={styles.primary} onClick={make}>
        {SHARING_MESSAGES.makeShare}
      </button>
      {links.length === 0 ? <p>{SHARING_MESSAGES.noShareLinks}</p> : null}
      <ul className={styles.stops}>
        {links.map((link, i) => (
          <LinkRow
            key={link.token}
            path={link.path}
            label={SHARING_MESSAGES.shareLabel(i + 1, formatWhen(link.createdAt))}
            action={SHARING_MESSAGES.stopSharing}
            actionLabel={SHARING_MESSAGES.stopSharingLabel(i + 1, formatWhen(link.createdAt))}
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
