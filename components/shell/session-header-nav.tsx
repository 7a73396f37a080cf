'use client';

import type { ReactNode } from 'react';
import { HeaderNav } from './header-nav';
import type { HeaderMenu } from './menus';
import styles from './header.module.css';
import { useSiteSession, type SiteSession } from './site-session';
import { Link } from '@/lib/i18n/navigation';

type Props = { menus: HeaderMenu[]; search?: ReactNode };

/** Plan Your Trip -> My Trips: the signed-in user's first trips (docs/SPEC.md section 2.4, MY_TRIPS_MENU_COUNT). */
export function MyTripsList({ trips }: { trips: SiteSession['firstTrips'] }) {
  if (trips.length === 0) return null;
  return (
    <ul aria-labelledby="menu-group-my-trips" className={styles.links}>
      {trips.map((trip) => (
        <li key={trip.tripId}>
          <Link href={`/trip/${trip.tripId}`}>{trip.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header navigation with the visitor's session filled in after hydration: the page itself is
 * the same for everyone (it comes from the ISR cache). Only the closed Plan Your Trip panel and the
 * account links' behaviour change, so nothing on screen moves.
 */
export function SessionHeaderNav({ menus, search }: Props) {
  const session = useSiteSession();
  return (
    <HeaderNav
      menus={menus}
      signedIn={session.signedIn}
      myTrips={<MyTripsList trips={session.firstTrips} />}
      search={search}
    />
  );
}
