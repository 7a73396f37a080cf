import { showToast } from '@/components/shell/toast';
import {
  CONFIRM_ACCOUNT_TOAST_DELAY_MS,
  CONFIRM_ACCOUNT_TOAST_HIDE_MS,
  LOGIN_REDIRECT_TOAST_DELAY_MS,
  PASSWORD_CHANGED_TOAST_DELAY_MS,
  PASSWORD_CHANGED_TOAST_HIDE_MS,
  TOAST_DURATION_MAX_MS,
} from '@/lib/constants';
import type { AccountTranslator } from './use-account-text';

const SIGN_IN_TOAST_ID = 'sign-in';

// Each toast takes the account messages in the page's language (useTranslations('account')).

/** docs/SPEC.md section 4, sign-in step 3: the toast, then 'Redirecting you…' 250 ms later when the user moves on. */
export function signInToast(t: AccountTranslator, redirecting: boolean): void {
  showToast((toast) =>
    toast.success(t('toast.signInTitle'), {
      id: SIGN_IN_TOAST_ID,
      description: t('toast.signInHangOn'),
      duration: TOAST_DURATION_MAX_MS,
    }),
  );
  if (!redirecting) return;
  setTimeout(() => {
    showToast((toast) =>
      toast.success(t('toast.signInTitle'), {
        id: SIGN_IN_TOAST_ID,
        description: t('toast.signInRedirecting'),
        duration: TOAST_DURATION_MAX_MS,
      }),
    );
  }, LOGIN_REDIRECT_TOAST_DELAY_MS);
}

export function verifiedToast(t: AccountTranslator): void {
  showToast((toast) => toast.success(t('toast.verified'), { duration: TOAST_DURATION_MAX_MS }));
}

export function resendToast(t: AccountTranslator, sent: boolean): void {
  if (sent) showToast((toast) => toast.success(t('toast.resent'), { duration: TOAST_DURATION_MAX_MS }));
  else showToast((toast) => toast.error(t('toast.notResent'), { duration: TOAST_DURATION_MAX_MS }));
}

/** docs/SPEC.md section 4, password reset step 3. */
export function passwordChangedToast(t: AccountTranslator): void {
  setTimeout(() => {
    showToast((toast) =>
      toast.success(t('toast.passwordChangedTitle'), {
        description: t('toast.passwordChanged'),
        duration: PASSWORD_CHANGED_TOAST_HIDE_MS,
      }),
    );
  }, PASSWORD_CHANGED_TOAST_DELAY_MS);
}

/** docs/SPEC.md section 4, password reset step 4. */
export function confirmAccountToast(t: AccountTranslator): void {
  setTimeout(() => {
    showToast((toast) =>
      toast.warning(t('toast.confirmAccountTitle'), {
        description: t('toast.confirmAccount'),
        duration: CONFIRM_ACCOUNT_TOAST_HIDE_MS,
      }),
    );
  }, CONFIRM_ACCOUNT_TOAST_DELAY_MS);
}

export function plainToast(message: string): void {
  showToast((toast) => toast(message, { duration: TOAST_DURATION_MAX_MS }));
}
