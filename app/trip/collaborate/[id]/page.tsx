import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollaboratorList, InviteLinkMaker, JoinTrip } from '@/components/trips/collaborate';
import { SignInPrompt } from '@/components/trips/sign-in-prompt';
import styles from '@/components/trips/trips.module.css';
import { getSessionUser } from '@/lib/auth/session';
import { getTripForUser } from '@/lib/trips';
import { listCollaborators } from '@/lib/trips/collaborators';

export const metadata: Metadata = { title: 'Plan Together', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ invite?: string | string[] }> };

/** /trip/collaborate/{id}: the owner makes an invite link; with ?invite= it is the invite responder. */
export default async function CollaboratePage({ params, searchParams }: Props) {
  const [{ id }, { invite }] = await Promise.all([params, searchParams]);
  const token = Array.isArray(invite) ? invite[0] : invite;
  const user = await getSessionUser();
  if (token) {
    return (
      <main id="main-content" className={styles.page}>
        <h1>You are invited to plan a trip</h1>
        {user ? (
          <JoinTrip token={token} />
        ) : (
          <SignInPrompt text="Sign in or register to join this trip and plan it together." button="Sign in to join" />
        )}
      </main>
    );
  }
  const trip = user && /^\d{1,9}$/.test(id) ? await getTripForUser(user.userId, Number(id)) : null;
  if (!user || !trip || trip.owner !== user.userId) notFound();
  return (
    <main id="main-content" className={styles.page}>
      <h1>Plan {trip.name} together</h1>
      <p>Anyone who opens your invite link and signs in can see and edit this trip with you. Only you can delete it.</p>
      <InviteLinkMaker tripId={trip.tripId} />
      <CollaboratorList
        tripId={trip.tripId}
        people={(await listCollaborators(user.userId, trip.tripId)).map(({ userId, email }) => ({ userId, email }))}
      />
    </main>
  );
}
