import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { LINK, TEXT, TITLE } from '@/components/account/messages';
import { SignOutButton } from '@/components/account/sign-out-button';
import { getSessionUser } from '@/lib/auth/session';
import { tripListPath } from '@/lib/auth/paths';
import { listTripsForUser } from '@/lib/trips';

export const metadata: Metadata = { title: TITLE.profile, robots: { index: false } };

export default async function ProfilePage() {
  const user = await getSessionUser();
  if (!user) redirect('/');
  const trips = await listTripsForUser(user.userId);
  return (
    <AccountPage title={TITLE.profile}>
      <dl>
        <dt>{TEXT.profileEmail}</dt>
        <dd data-testid="profile-email">{user.email}</dd>
      </dl>
      <h2>{TITLE.myTrips}</h2>
      {trips.length === 0 ? (
        <p>{TEXT.noTrips}</p>
      ) : (
        <ul>
          {trips.map((trip) => (
            <li key={trip.tripId}>
              <Link href={`/trip/${trip.tripId}`}>{trip.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <ul>
        <li>
          <Link href={tripListPath(user.userId)}>{LINK.allTrips}</Link>
        </li>
        <li>
          <Link href="/create-a-trip">{LINK.createTrip}</Link>
        </li>
        <li>
          <Link href="/edit-profile">{LINK.editProfile}</Link>
        </li>
      </ul>
      <SignOutButton />
    </AccountPage>
  );
}
