'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { LANGUAGE_CHOICE_KEY, otherLocales, twinOf } from '@/lib/i18n/language-choice';
import styles from './header.module.css';

/**
 * Links to the page the visitor is on in the other language, named in that language. Following one
 * remembers the choice, so the Spanish suggestion (language-suggestion.tsx) stops or starts offering.
 * The query string goes along, so a filtered listing stays filtered.
 */
export function LanguageSwitcher() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <nav aria-label={t('languageLabel')} className={styles.languages}>
      {otherLocales(locale).map((other) => {
        const twin = twinOf(pathname, other);
        return (
          <a
            key={other}
            href={twin.href}
            hrefLang={twin.tag}
            lang={twin.tag}
            onClick={(event) => {
              window.localStorage.setItem(LANGUAGE_CHOICE_KEY, other);
              event.currentTarget.href = twin.href + window.location.search;
            }}
          >
            {twin.name}
          </a>
        );
      })}
    </nav>
  );
}
