import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CollaboratorList, InviteLinkMaker, JoinTrip } from '@/components/trips/collaborate';
import { ShareLinkMaker } from '@/components/trips/share-links';
import { SHARING_MESSAGES } from '@/components/trips/sharing-messages';
import { SignInPrompt } from '@/components/trips/sign-in-prompt';
import styles from '@/components/trips/trips.module.css';
import { getSessionUser } from '@/lib/auth/session';
import { describeInvite, listOpenInvites, type InviteForVisitor } from '@/lib/trip-planner/invites';
import { getTripForUser } from '@/lib/trips';
import { listCollaborators } from '@/lib/trips/collaborators';
import { listShareLinks } from '@/lib/trips/share-links';

export const metadata: Metadata = { title: 'Plan Together', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ invite?: string | string[] }> };

const tripIdOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** /trip/collaborate/{id}: the owner shares the trip; with ?invite= it is the invite responder. */
export default async function CollaboratePage({ params, searchParams }: Props) {
  const [{ id }, { invite }] = await Promise.all([params, searchParams]);
  const token = Array.isArray(invite) ? invite[0] : invite;
  const user = await getSessionUser();
  const tripId = tripIdOf(id);
  if (token) {
    const found = tripId ? await describeInvite(token, tripId, user?.userId ?? null) : ({ state: 'closed' } as const);
    return <InviteResponder token={token} found={found} signedIn={Boolean(user)} />;
  }
  const trip = user && tripId ? await getTripForUser(user.userId, tripId) : null;
  if (!user || !trip || trip.owner !== user.userId) notFound();
  const [invites, people, links] = await Promise.all([
    listOpenInvites(user.userId, trip.tripId),
    listCollaborators(user.userId, trip.tripId),
    listShareLinks(user.userId, trip.tripId),
  ]);
  return (
    <main id="main-content" className={styles.page}>
      <h1>Plan {trip.name} together</h1>
      <p>
        Each invite link lets one person sign in and see and edit this trip with you. Only you can delete it, and you
        can take anyone off it again.
      </p>
      <InviteLinkMaker tripId={trip.tripId} invites={invites} />
      <ShareLinkMaker tripId={trip.tripId} links={links} />
      <CollaboratorList tripId={trip.tripId} people={people.map(({ userId, email }) => ({ userId, email }))} />
    </main>
  );
}

/** Names the trip and who invited, for a live invite only; anything else gets a plain "no longer works". */
function InviteResponder({ token, found, signedIn }: { token: string; found: InviteForVisitor; signedIn: boolean }) {
  if (found.state === 'closed')
    return (
      <main id="main-content" className={styles.page}>
        <h1>{SHARING_MESSAGES.inviteClosedTitle}</h1>
        <p className={styles.error}>{SHARING_MESSAGES.inviteNotValid}</p>
        <p>{SHARING_MESSAGES.inviteClosedHelp}</p>
      </main>
    );
  if (found.state === 'joined')
    return (
      <main id="main-content" className={styles.page}>
        <h1>{SHARING_MESSAGES.alreadyPlanning(found.tripName)}</h1>
        <p>
          <Link href={`/trip/${found.tripId}`}>{SHARING_MESSAGES.openTrip}</Link>
        </p>
      </main>
    );
  return (
    <main id="main-content" className={styles.page}>
      <h1>{SHARING_MESSAGES.invitedBy(found.inviterEmail, found.tripName)}</h1>
      {signedIn ? (
        <JoinTrip token={token} />
      ) : (
        <SignInPrompt text={SHARING_MESSAGES.joinPrompt} button={SHARING_MESSAGES.joinButton} />
      )}
    </main>
  );
}
