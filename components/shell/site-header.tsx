import Link from 'next/link';
import type { ReactNode } from 'react';
import { getNavigation } from '@/lib/navigation';
import { HeaderNav } from './header-nav';
import { buildHeaderMenus } from './menus';
import { SHELL_MESSAGES as M } from './messages';
import styles from './header.module.css';

type Props = {
  signedIn?: boolean;
  /** Slot for the trips feature: the first MY_TRIPS_MENU_COUNT trips of the signed-in user. */
  myTrips?: ReactNode;
  /** Slot for a search box with suggestions; a plain form to /search otherwise. */
  search?: ReactNode;
};

export async function SiteHeader({ signedIn = false, myTrips, search }: Props) {
  const menus = buildHeaderMenus(await getNavigation());
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
            <path d="M6 2h11l1 15 4 3-2 2-2 4H7z" fill="currentColor" />
          </svg>
          <span>Sweet Home Alabama</span>
          <span className="visually-hidden">{M.siteHomeLabel}</span>
        </Link>
        <HeaderNav menus={menus} signedIn={signedIn} myTrips={myTrips} search={search} />
      </div>
    </header>
  );
}
