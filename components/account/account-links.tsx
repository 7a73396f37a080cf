'use client';

import { useTranslations } from 'next-intl';
import type { AccountView } from './events';
import styles from './account.module.css';

type Go = (view: AccountView) => void;

/** A link that switches the account view (a page in its own right, or a view of the modal). */
export function ViewLink({ view, go, children }: { view: AccountView; go: Go; children: string }) {
  return (
    <button type="button" className={styles.linkButton} onClick={() => go(view)}>
      {children}
    </button>
  );
}

/** 'Sign-in with Password' and 'Not a member? Register now!' (docs/SPEC.md section 2.5, forgot password screens). */
export function SignInRegisterLinks({ go }: { go: Go }) {
  const t = useTranslations('account');
  return (
    <p className={styles.links}>
      <ViewLink view="sign-in" go={go}>
        {t('link.signInWithPassword')}
      </ViewLink>
      <span>
        {t('link.notAMember')}{' '}
        <ViewLink view="sign-up" go={go}>
          {t('link.registerNowBang')}
        </ViewLink>
      </span>
    </p>
  );
}
