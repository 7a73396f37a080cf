'use client';

import { useTranslations } from 'next-intl';
import { hasOrderedGuide } from './guide-ordered';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_LINKS } from '@/lib/shell/messages';
import styles from './footer.module.css';
import { useSiteSession } from './site-session';
import { useBrowserValue } from './use-browser-value';

/** The free-guide promotion, replaced by links to the guide and brochures once a guide was ordered (docs/SPEC.md section 2.5). */
export function FooterGuidePromo() {
  const t = useTranslations('shell');
  // This browser's flag, or the session endpoint's (an order to the signed-in visitor's address).
  const session = useSiteSession();
  const ordered = useBrowserValue(hasOrderedGuide, false) || session.guideOrdered;

  if (ordered) {
    return (
      <div className={styles.promo}>
        <h2 className={styles.promoHeading}>{t('footerOrderedHeading')}</h2>
        <p>{t('footerOrderedText')}</p>
        <p className={styles.promoActions}>
          <Link className={styles.primary} href={FOOTER_LINKS.viewOnline}>
            {t('footerViewGuide')}
          </Link>
          <Link className={styles.secondary} href={FOOTER_LINKS.brochures}>
            {t('footerBrochures')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.promo}>
      <h2 className={styles.promoHeading}>{t('footerGuideHeading')}</h2>
      <p>{t('footerGuideText')}</p>
      <p className={styles.promoActions}>
        <Link className={styles.primary} href={FOOTER_LINKS.order}>
          {t('footerOrderNow')}
        </Link>
        <Link className={styles.secondary} href={FOOTER_LINKS.viewOnline}>
          {t('footerViewOnline')}
        </Link>
      </p>
    </div>
  );
}
