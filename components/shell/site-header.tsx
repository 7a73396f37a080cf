import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getNavigation } from '@/lib/navigation';
import { LanguageSwitcher } from './language-switcher';
import { buildHeaderMenus } from './menus';
import { LazySessionHeaderNav } from './lazy-shell';
import styles from './header.module.css';

type Props = {
  /** Slot for a search box with suggestions; a plain form to /search otherwise. */
  search?: ReactNode;
};

/** The same for every visitor, so that cached pages can carry it; the session is filled in on the client. */
export async function SiteHeader({ search }: Props) {
  const t = await getTranslations('shell');
  const locale = (await getLocale()) as Locale;
  const menus = buildHeaderMenus(await getNavigation(locale), locale);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo}>
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
              <path d="M6 2h11l1 15 4 3-2 2-2 4H7z" fill="currentColor" />
            </svg>
            <span>Sweet Home Alabama</span>
            <span className="visually-hidden">{t('siteHomeLabel')}</span>
          </Link>
          <LanguageSwitcher />
        </div>
        <LazySessionHeaderNav menus={menus} search={search} />
      </div>
    </header>
  );
}
