'use client';

import { hasOrderedGuide } from './guide-ordered';
import { FOOTER_LINKS, SHELL_MESSAGES as M } from './messages';
import styles from './footer.module.css';
import { useSiteSession } from './site-session';
import { useBrowserValue } from './use-browser-value';

/** The free-guide promotion, replaced by links to the guide and brochures once a guide was ordered (docs/SPEC.md section 2.5). */
export function FooterGuidePromo() {
  // This browser's flag, or the session endpoint's (an order to the signed-in visitor's address).
  const session = useSiteSession();
  const ordered = useBrowserValue(hasOrderedGuide, false) || session.guideOrdered;

  if (ordered) {
    return (
      <div className={styles.promo}>
        <h2 className={styles.promoHeading}>{M.footerOrderedHeading}</h2>
        <p>{M.footerOrderedText}</p>
        <p className={styles.promoActions}>
          <a className={styles.primary} href={FOOTER_LINKS.viewOnline}>
            {M.footerViewGuide}
          </a>
          <a className={styles.secondary} href={FOOTER_LINKS.brochures}>
            {M.footerBrochures}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.promo}>
      <h2 className={styles.promoHeading}>{M.footerGuideHeading}</h2>
      <p>{M.footerGuideText}</p>
      <p className={styles.promoActions}>
        <a className={styles.primary} href={FOOTER_LINKS.order}>
          {M.footerOrderNow}
        </a>
        <a className={styles.secondary} href={FOOTER_LINKS.viewOnline}>
          {M.footerViewOnline}
        </a>
      </p>
    </div>
  );
}
