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
    const response = await fetch('/api/trips/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok) return setFailed(true);
    const { tripId } = (await response.json()) as { tripId: number };
    router.push(`/trip/${tripId}`);
  };
  return (
    <div>
      <button type="button" className={styles.primary} onClick={join}>
        Join this trip
      </button>
      {failed ? (
        <p role="alert" className={styles.error}>
          This invitation is not valid or has expired.
        </p>
      ) : null}
    </div>
  );
}

type Person = { userId: string; email: string };

/** The owner's list of fellow planners, each with a Revoke button; focus moves to the list's heading after a revoke. */
export function CollaboratorList({ tripId, people: initial }: { tripId: number; people: Person[] }) {
  const [people, setPeople] = useState(initial);
  const [status, setStatus] = useState('');
  const revoke = async (person: Person) => {
    const response = await fetch(`/api/trips/${tripId}/collaborators`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: person.userId }),
    });
    if (!response.ok) return setStatus(`${person.email} could not be removed. Please try again.`);
    setPeople((list) => list.filter((p) => p.userId !== person.userId));
    setStatus(`${person.email} can no longer see or edit this trip.`);
    document.getElementById('collaborators-heading')?.focus();
  };
  return (
    <section aria-labelledby="collaborators-heading">
      <h2 id="collaborators-heading" tabIndex={-1}>
        Planning with you
      </h2>
      {people.length === 0 ? <p>Nobody has joined yet.</p> : null}
      <ul className={styles.stops} data-testid="collaborators">
        {people.map((p) => (
          <li key={p.userId} className={styles.stop}>
            <span className={styles.stopName}>{p.email}</span>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void revoke(p)}
              aria-label={`Revoke ${p.email}`}
            >
              Revoke
            </button>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
