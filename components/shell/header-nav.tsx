'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { AccountLink } from './account-link';
import type { HeaderMenu } from './menus';

import styles from './header.module.css';
import { useDismiss } from './use-dismiss';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  menus: HeaderMenu[];
  signedIn: boolean;
  /** The signed-in user's first trips, rendered by the trips feature inside Plan Your Trip. */
  myTrips?: ReactNode;
  /** Replaces the plain search form, e.g. with one that suggests as you type. */
  search?: ReactNode;
};

/** The header's disclosure menus: one open at a time, Esc closes and returns focus (docs/SPEC.md section 2.3). */
export function HeaderNav({ menus, signedIn, myTrips, search }: Props) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
    setMobileOpen(false);
  }

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      if (open) {
        if (reason === 'escape') navRef.current?.querySelector<HTMLButtonElement>(`#menu-button-${open}`)?.focus();
        setOpen(null);
        return;
      }
      setMobileOpen(false);
      if (reason === 'escape') navRef.current?.querySelector<HTMLButtonElement>('#menu-toggle')?.focus();
    },
    [open],
  );
  useDismiss(navRef, open !== null || mobileOpen, dismiss);

  // Search sits beside the menu, not inside it, so that it is in view at every width.
  return (
    <>
      <div className={styles.searchArea}>
        {search ?? (
          <form role="search" aria-label={t('searchLandmark')} action="/search" method="get" className={styles.search}>
            <label htmlFor="site-search" className="visually-hidden">
              {t('searchLabel')}
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              placeholder={t('searchPlaceholder')}
              className={styles.searchInput}
            />
            <button type="submit" className={styles.searchButton}>
              {t('searchButton')}
            </button>
          </form>
        )}
      </div>
      <nav ref={navRef} aria-label={t('mainNavLabel')} className={styles.nav}>
        <button
          id="menu-toggle"
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen((v) => !v)}
        >
          <span aria-hidden="true" className={styles.burger} />
          {t('menuButton')}
        </button>
        <ul id="main-menu" className={styles.menu} data-open={mobileOpen}>
          {menus.map((menu) =>
            menu.groups.length === 0 ? (
              <li key={menu.id} className={styles.item}>
                <Link href={menu.href} className={styles.topLink}>
                  {menu.label}
                </Link>
              </li>
            ) : (
              <li key={menu.id} className={styles.item}>
                <button
                  id={`menu-button-${menu.id}`}
                  type="button"
                  className={styles.topButton}
                  aria-expanded={open === menu.id}
                  aria-controls={`menu-panel-${menu.id}`}
                  onClick={() => setOpen((current) => (current === menu.id ? null : menu.id))}
                >
                  {menu.label}
                  <span aria-hidden="true" className={styles.chevron} />
                </button>
                <div id={`menu-panel-${menu.id}`} className={styles.panel} hidden={open !== menu.id}>
                  {menu.id === 'plan' && (
                    <div className={styles.group}>
                      <p className={styles.groupHeading} id="menu-group-my-trips">
                        {t('myTrips')}
                      </p>
                      {signedIn && myTrips}
                      <AccountLink
                        href="/create-a-trip"
                        signedIn={signedIn}
                        from="plan-your-trip"
                        className={styles.cta}
                      >
                        {t('createTrip')}
                      </AccountLink>
                    </div>
                  )}
                  {menu.groups.map((group) => (
                    <div key={group.id} className={styles.group}>
                      <p className={styles.groupHeading} id={`menu-group-${group.id}`}>
                        {group.heading}
                      </p>
                      <ul aria-labelledby={`menu-group-${group.id}`} className={styles.links}>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <Link href={link.href}>{link.label}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </li>
            ),
          )}
          <li className={styles.item}>
            <AccountLink href="/profile" signedIn={signedIn} from="header" className={styles.topLink}>
              {t('myProfile')}
            </AccountLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
