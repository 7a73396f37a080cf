'use client';

import { useLocale, useTranslations } from 'next-intl';
import { signIn } from 'next-auth/react';
import type { SocialProvider } from '@/lib/auth/providers';
import { localePath } from '@/lib/i18n/locales';
import styles from './account.module.css';

/** Facebook, Google and Apple sign-in: shown only for the providers whose keys are set. */
export function SocialButtons({ providers = [] }: { providers?: SocialProvider[] }) {
  const t = useTranslations('account');
  const locale = useLocale();
  if (providers.length === 0) return null;
  return (
    <div className={styles.links}>
      <span>{t('text.or')}</span>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={styles.submit}
          onClick={() => void signIn(provider.id, { redirectTo: localePath(locale, '/profile') })}
        >
          {t('text.signInWith', { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
