import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPage } from '@/lib/content';
import { safeHref } from '@/lib/sanitize';
import { LazyFooterGuidePromo } from './lazy-shell';
import { FOOTER_LINKS } from '@/lib/shell/messages';
import styles from './footer.module.css';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  /** Slot for the newsletter sign-up form; a link to /subscribe otherwise. */
  newsletter?: ReactNode;
};

/** The footer of docs/SPEC.md section 2.5; its four columns and social links come from the content service. */
export async function SiteFooter({ newsletter }: Props) {
  const t = await getTranslations('shell');
  const page = await getPage('main-footer-menu-widget');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={t('footerLabel')}>
      <div className={styles.top}>
        <LazyFooterGuidePromo />
        <div className={styles.newsletter}>
          <h2 className={styles.promoHeading}>{t('footerNewsletterHeading')}</h2>
          <p>{t('footerNewsletterText')}</p>
          {newsletter ?? (
            <p>
              <Link className={styles.primary} href={FOOTER_LINKS.subscribe}>
                {t('footerNewsletterLink')}
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className={styles.columns}>
        {page.footerColumns.map((column, i) => (
          <nav key={column.title || i} aria-labelledby={`footer-column-${i}`} className={styles.column}>
            <h2 id={`footer-column-${i}`} className={styles.columnHeading}>
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={safeHref(link.href) ?? '/'}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {page.social.length > 0 && (
        <ul className={styles.social} aria-label={t('footerSocialLabel')}>
          {page.social.map((item) => (
            <li key={item.url}>
              <a href={safeHref(item.url) ?? '#'} rel="noopener noreferrer" target="_blank">
                {item.image && (
                  // eslint-disable-next-line @next/next/no-img-element -- tiny local SVG icons
                  <img src={item.image} alt="" width={24} height={24} loading="lazy" decoding="async" />
                )}
                <span>{item.alt || item.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.bottom}>
        <p>
          <a href={FOOTER_LINKS.submit}>{t('footerSubmit')}</a>
        </p>
        <p>{t('copyright', { year })}</p>
        <ul className={styles.legal}>
          <li>
            <Link href={FOOTER_LINKS.accessibility}>{t('accessibility')}</Link>
          </li>
          <li>
            <a href={FOOTER_LINKS.contact}>{t('contact')}</a>
          </li>
          <li>
            <Link href={FOOTER_LINKS.privacy}>{t('privacy')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
