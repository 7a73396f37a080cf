'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PRIVACY_COOKIE } from '@/lib/constants';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_LINKS } from '@/lib/shell/messages';
import styles from './banners.module.css';
import { MAIN_CONTENT_ID } from './skip-link';
import { useBrowserValue } from './use-browser-value';

/** The CSS variable app/globals.css reserves as scroll padding, so the banner never hides focus (WCAG 2.4.11). */
export const BANNER_HEIGHT_VAR = '--privacy-banner-height';

/** Where focus goes once the banner is gone: back where it was before the banner, else the main content. */
function focusAfterBanner(before: HTMLElement | null) {
  if (before?.isConnected && before !== document.body) {
    before.focus();
    return;
  }
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  }
}

// Read and written by hand: a cookie library would be on every page for two lines.
function hasConsented(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${PRIVACY_COOKIE.name}=${PRIVACY_COOKIE.value}`);
}

/** Cookie consent: shown until the visitor agrees, then the cookie keeps it hidden for 90 days. */
export function PrivacyBanner() {
  const t = useTranslations('shell');
  const consented = useBrowserValue(hasConsented, true);
  const [agreedNow, setAgreedNow] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  const shown = !consented && !agreedNow;

  // The banner is fixed over the foot of the window: the page keeps that much scroll padding while
  // it shows, so the browser scrolls whatever takes focus above it.
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    root.dataset.privacyBanner = 'shown';
    const reserve = () =>
      root.style.setProperty(
        BANNER_HEIGHT_VAR,
        `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px`,
      );
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(BANNER_HEIGHT_VAR);
      delete root.dataset.privacyBanner;
    };
  }, [shown]);

  if (!shown) return null;

  function agree() {
    const maxAge = PRIVACY_COOKIE.days * 24 * 60 * 60;
    document.cookie = `${PRIVACY_COOKIE.name}=${PRIVACY_COOKIE.value}; max-age=${maxAge}; path=/; samesite=lax`;
    setAgreedNow(true);
    // The button is about to go: without this, focus would fall to <body>.
    focusAfterBanner(focusedBefore.current);
  }

  return (
    <section
      ref={ref}
      aria-label={t('privacyLabel')}
      className={styles.privacy}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusedBefore.current = from;
      }}
    >
      <p>
        {t('privacyText')} <Link href={FOOTER_LINKS.privacy}>{t('privacyPolicyLink')}</Link>
      </p>
      <button type="button" className={styles.privacyButton} onClick={agree}>
        {t('privacyAccept')}
      </button>
    </section>
  );
}
