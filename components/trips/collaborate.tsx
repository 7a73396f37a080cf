'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { OpenInvite } from '@/lib/trip-planner/invites';
import { WHEN_FORMAT } from '@/lib/trips/sharing-messages';
import { LinkRow, useSiteOrigin } from './link-row';
import styles from './trips.module.css';

/** The owner's side: make an invite link (good for one person) and withdraw those nobody has used. */
export function InviteLinkMaker({ tripId, invites: initial }: { tripId: number; invites: OpenInvite[] }) {
  const t = useTranslations('tripSharing');
  const format = useFormatter();
  const formatWhen = (iso: string) => format.dateTime(new Date(iso), WHEN_FORMAT);
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
    if (!response.ok) return setStatus(t('withdrawFailed'));
    setInvites((list) => list.filter((i) => i.token !== invite.token));
    if (newest === invite.path) setNewest('');
    setStatus(t('withdrawn'));
    document.getElementById('invites-heading')?.focus();
  };
  return (
    <section aria-labelledby="invites-heading">
      <button type="button" className={styles.primary} onClick={make}>
        {t('makeInvite')}
      </button>
      {newest ? (
        <div className={styles.field}>
          <label htmlFor="invite-link">{t('inviteMade')}</label>
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
        {t('openInvitesHeading')}
      </h2>
      {invites.length === 0 ? <p>{t('noOpenInvites')}</p> : null}
      <ul className={styles.stops}>
        {invites.map((invite, i) => (
          <LinkRow
            key={invite.token}
            path={invite.path}
            label={t('inviteLabel', { n: i + 1, expires: formatWhen(invite.expiresAt) })}
            action={t('withdraw')}
            actionLabel={t('withdrawLabel', { n: i + 1, expires: formatWhen(invite.expiresAt) })}
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
  const t = useTranslations('tripSharing');
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
        {t('join')}
      </button>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('inviteNotValid')}
        </p>
      ) : null}
    </div>
  );
}

type Person = { userId: string; email: string };

/** The owner's list of fellow planners, each with a Revoke button; focus moves to the list's heading after a revoke. */
export function CollaboratorList({ tripId, people: initial }: { tripId: number; people: Person[] }) {
  const t = useTranslations('tripSharing');
  const [people, setPeople] = useState(initial);
  const [status, setStatus] = useState('');
  const revoke = async (person: Person) => {
    const response = await fetch(`/api/trips/${tripId}/collaborators`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: person.userId }),
    });
    if (!response.ok) return setStatus(t('revokeFailed', { email: person.email }));
    setPeople((list) => list.filter((p) => p.userId !== person.userId));
    setStatus(t('revoked', { email: person.email }));
    document.getElementById('collaborators-heading')?.focus();
  };
  return (
    <section aria-labelledby="collaborators-heading">
      <h2 id="collaborators-heading" tabIndex={-1}>
        {t('collaboratorsHeading')}
      </h2>
      {people.length === 0 ? <p>{t('noCollaborators')}</p> : null}
      <ul className={styles.stops} data-testid="collaborators">
        {people.map((p) => (
          <li key={p.userId} className={styles.stop}>
            <span className={styles.stopName}>{p.email}</span>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void revoke(p)}
              aria-label={t('revokeLabel', { email: p.email })}
            >
              {t('revoke')}
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
