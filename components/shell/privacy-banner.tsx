'use client';

import Cookies from 'js-cookie';
import { useState } from 'react';
import { PRIVACY_COOKIE } from '@/lib/constants';
import { FOOTER_LINKS, SHELL_MESSAGES as M } from './messages';
import styles from './banners.module.css';
import { useBrowserValue } from './use-browser-value';

/** Cookie consent: shown until the visitor agrees, then the cookie keeps it hidden for 90 days. */
export function PrivacyBanner() {
  const consented = useBrowserValue(() => Cookies.get(PRIVACY_COOKIE.name) === PRIVACY_COOKIE.value, true);
  const [agreedNow, setAgreedNow] = useState(false);

  if (consented || agreedNow) return null;

  function agree() {
    Cookies.set(PRIVACY_COOKIE.name, PRIVACY_COOKIE.value, { expires: PRIVACY_COOKIE.days, sameSite: 'lax', path: '/' });
    setAgreedNow(true);
  }

  return (
    <section aria-label={M.privacyLabel} className={styles.privacy}>
      <p>
        {M.privacyText} <a href={FOOTER_LINKS.privacy}>{M.privacyPolicyLink}</a>
      </p>
      <button type="button" className={styles.privacyButton} onClick={agree}>
        {M.privacyAccept}
      </button>
    </section>
  );
}
