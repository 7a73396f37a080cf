'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LANGUAGE_CHOICE_KEY, prefersSpanish, SPANISH_SUGGESTION as S, twinOf } from '@/lib/i18n/language-choice';
import styles from './banners.module.css';

/**
 * On an English page, a visitor whose browser puts Spanish first, or who chose Spanish before, is
 * offered the same page in Spanish in one line they can dismiss. Never a redirect: crawlers and
 * shared links land where they point. Cached pages are the same for everyone, so the browser decides.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const pathname = usePathname();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (locale !== 'en') return;
    const choice = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    // The browser's preference, read after hydration (a cached page cannot know it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(choice === 'es' || (choice === null && prefersSpanish(navigator.languages)));
  }, [locale]);
  if (!shown) return null;
  const twin = twinOf(pathname, 'es');
  const dismiss = () => {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'en');
    setShown(false);
  };
  return (
    <aside className={styles.languageSuggestion} lang={twin.tag} aria-label={S.label}>
      <p>
        {S.text}{' '}
        <a href={twin.href} hrefLang={twin.tag} onClick={() => window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'es')}>
          {S.link}
        </a>
      </p>
      <button type="button" onClick={dismiss}>
        {S.dismiss}
      </button>
    </aside>
  );
}
