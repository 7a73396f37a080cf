'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { OpenInvite } from '@/lib/trip-planner/invites';
import { LinkRow, useSiteOrigin } from './link-row';
import { formatWhen, SHARING_MESSAGES } from './sharing-messages';
import styles from './trips.module.css';

/** The owner's side: make an invite link (good for one person) and withdraw those nobody has used. */
export function InviteLinkMaker({ tripId, invites: initial }: { tripId: number; invites: OpenInvite[] }) {
  const [invites, setInvites] = useState(initial);
  const [newest, setNewest] = useState('');
  const [status, setStatus] = useState('');
  const origin = useSiteOrigin();
  const make = async () => {
    const response = await fetch(`/api/trips/${tripId}/invites`, { method: 'POST' });
    if (!response.ok) return console.error('[trips] invite failed', response.status);
    const made = (await response.json()) as OpenInvite;
    setInvites((list) => [...list, { token: made.token, path: made.path, expiresAt: made.expiresAt }]);
    setNewest(made.path);
  };
  const withdraw = async (invite: OpenInvite) => {
    const response = await fetch(`/api/trips/${tripId}/invites`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: invite.token }),
    });
    if (!response.ok) return setStatus(SHARING_MESSAGES.withdrawFailed);
    setInvites((list) => list.filter((i) => i.token !== invite.token));
    if (newest === invite.path) setNewest('');
    setStatus(SHARING_MESSAGES.withdrawn);
    document.getElementById('invites-heading')?.focus();
  };
  return (
    <section aria-labelledby="invites-heading">
      <button type="button" className={styles.primary} onClick={make}>
        {SHARING_MESSAGES.makeInvite}
      </button>
      {newest ? (
        <div className={styles.field}>
          <label htmlFor="invite-link">{SHARING_MESSAGES.inviteMade}</label>
          <input
            id="invite-link"
            readOnly
            value={`${origin}${newest}`}
            onFocus={(e) => e.target.select()}
            data-testid="invite-link"
          />
        </div>
      ) : null}
      <h2 id="invites-heading" tabIndex={-1}>
        {SHARING_MESSAGES.openInvitesHeading}
      </h2>
      {invites.length === 0 ? <p>{SHARING_MESSAGES.noOpenInvites}</p> : null}
      <ul className={styles.stops}>
        {invites.map((invite, i) => (
          <LinkRow
            key={invite.token}
            path={invite.path}
            label={SHARING_MESSAGES.inviteLabel(i + 1, formatWhen(invite.expiresAt))}
            action={SHARING_MESSAGES.withdraw}
            actionLabel={SHARING_MESSAGES.withdrawLabel(i + 1, formatWhen(invite.expiresAt))}
            onAction={() => void withdraw(invite)}
            testId="open-invite"
          />
        ))}
      </ul>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </section>
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
        {SHARING_MESSAGES.join}
      </button>
      {failed ? (
        <p role="alert" className={styles.error}>
          {SHARING_MESSAGES.inviteNotValid}
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
