import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { SignOutButton } from '@/components/account/sign-out-button';
import { getSessionUser } from '@/lib/auth/session';
import { tripListPath } from '@/lib/auth/paths';
import { Link, redirect } from '@/lib/i18n/navigation';
import { listTripsForUser } from '@/lib/trips';

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return { title: t('title.profile'), robots: { index: false } };
}

export default async function ProfilePage() {
  const user = await getSessionUser();
  if (!user) return redirect({ href: '/', locale: await getLocale() });
  const t = await getTranslations('account');
  const trips = await listTripsForUser(user.userId);
  return (
    <AccountPage title={t('title.profile')}>
      <dl>
        <dt>{t('text.profileEmail')}</dt>
        <dd data-testid="profile-email">{user.email}</dd>
      </dl>
      <h2>{t('title.myTrips')}</h2>
      {trips.length === 0 ? (
        <p>{t('text.noTrips')}</p>
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
          <Link href={tripListPath(user.userId)}>{t('link.allTrips')}</Link>
        </li>
        <li>
          <Link href="/create-a-trip">{t('link.createTrip')}</Link>
        </li>
        <li>
          <Link href="/edit-profile">{t('link.editProfile')}</Link>
        </li>
      </ul>
      <SignOutButton />
    </AccountPage>
  );
}
