import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CollaboratorList, InviteLinkMaker, JoinTrip } from '@/components/trips/collaborate';
import { ShareLinkMaker } from '@/components/trips/share-links';
import { SignInPrompt } from '@/components/trips/sign-in-prompt';
import styles from '@/components/trips/trips.module.css';
import { getSessionUser } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { describeInvite, listOpenInvites, type InviteForVisitor } from '@/lib/trip-planner/invites';
import { getTripForUser } from '@/lib/trips';
import { listCollaborators } from '@/lib/trips/collaborators';
import { listShareLinks } from '@/lib/trips/share-links';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripSharing');
  return { title: t('pageTitle'), robots: { index: false } };
}

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
  const t = await getTranslations('tripSharing');
  const [invites, people, links] = await Promise.all([
    listOpenInvites(user.userId, trip.tripId),
    listCollaborators(user.userId, trip.tripId),
    listShareLinks(user.userId, trip.tripId),
  ]);
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('planTogether', { trip: trip.name })}</h1>
      <p>{t('planTogetherIntro')}</p>
      <InviteLinkMaker tripId={trip.tripId} invites={invites} />
      <ShareLinkMaker tripId={trip.tripId} links={links} />
      <CollaboratorList tripId={trip.tripId} people={people.map(({ userId, email }) => ({ userId, email }))} />
    </main>
  );
}

/** Names the trip and who invited, for a live invite only; anything else gets a plain "no longer works". */
function InviteResponder({ token, found, signedIn }: { token: string; found: InviteForVisitor; signedIn: boolean }) {
  const t = useTranslations('tripSharing');
  if (found.state === 'closed')
    return (
      <main id="main-content" className={styles.page}>
        <h1>{t('inviteClosedTitle')}</h1>
        <p className={styles.error}>{t('inviteNotValid')}</p>
        <p>{t('inviteClosedHelp')}</p>
      </main>
    );
  if (found.state === 'joined')
    return (
      <main id="main-content" className={styles.page}>
        <h1>{t('alreadyPlanning', { trip: found.tripName })}</h1>
        <p>
          <Link href={`/trip/${found.tripId}`}>{t('openTrip')}</Link>
        </p>
      </main>
    );
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('invitedBy', { inviter: found.inviterEmail, trip: found.tripName })}</h1>
      {signedIn ? <JoinTrip token={token} /> : <SignInPrompt text={t('joinPrompt')} button={t('joinButton')} />}
    </main>
  );
}
