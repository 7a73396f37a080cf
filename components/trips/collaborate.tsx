'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from './trips.module.css';

/** The owner's side: make an invite link and copy it. */
export function InviteLinkMaker({ tripId }: { tripId: number }) {
  const [link, setLink] = useState('');
  const make = async () => {
    const response = await fetch(`/api/trips/${tripId}/invites`, { method: 'POST' });
    if (!response.ok) return console.error('[trips] invite failed', response.status);
    const body = (await response.json()) as { path: string };
    setLink(new URL(body.path, window.location.origin).toString());
  };
  return (
    <div>
      <button type="button" className={styles.primary} onClick={make}>
        Make an invite link
      </button>
      {link ? (
        <div className={styles.field}>
          <label htmlFor="invite-link">Send this link to the person you want to plan with. It works for 7 days.</label>
          <input id="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="invite-link" />
        </div>
      ) : null}
    </div>
  );
}

/** The invite responder: a signed-in user joins the trip. */
export function JoinTrip({ token }: { token: string }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const join = async () => {
    const response = await fetch('/api/trips/join', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    if (!response.ok) return setFailed(true);
    const { tripId } = (await response.json()) as { tripId: number };
    router.push(`/trip/${tripId}`);
  };
  return (
    <div>
      <button type="button" className={styles.primary} onClick={join}>
        Join this trip
      </button>
      {failed ? <p role="alert" className={styles.error}>This invitation is not valid or has expired.</p> : null}
    </div>
  );
}
