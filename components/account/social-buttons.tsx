'use client';

import { signIn } from 'next-auth/react';
import type { SocialProvider } from '@/lib/auth/providers';
import { TEXT } from './messages';
import styles from './account.module.css';

/** Facebook, Google and Apple sign-in: shown only for the providers whose keys are set. */
export function SocialButtons({ providers = [] }: { providers?: SocialProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className={styles.links}>
      <span>{TEXT.or}</span>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={styles.submit}
          onClick={() => void signIn(provider.id, { redirectTo: '/profile' })}
        >
          {TEXT.signInWith(provider.name)}
        </button>
      ))}
    </div>
  );
}
