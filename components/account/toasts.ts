import { showToast } from '@/components/shell/toast';
import {
  CONFIRM_ACCOUNT_TOAST_DELAY_MS,
  CONFIRM_ACCOUNT_TOAST_HIDE_MS,
  LOGIN_REDIRECT_TOAST_DELAY_MS,
  PASSWORD_CHANGED_TOAST_DELAY_MS,
  PASSWORD_CHANGED_TOAST_HIDE_MS,
  TOAST_DURATION_MAX_MS,
} from '@/lib/constants';
import { TOAST } from './messages';

const SIGN_IN_TOAST_ID = 'sign-in';

/** docs/SPEC.md section 4, sign-in step 3: the toast, then 'Redirecting you…' 250 ms later when the user moves on. */
export function signInToast(redirecting: boolean): void {
  showToast((toast) =>
    toast.success(TOAST.signInTitle, {
      id: SIGN_IN_TOAST_ID,
      description: TOAST.signInHangOn,
      duration: TOAST_DURATION_MAX_MS,
    }),
  );
  if (!redirecting) return;
  setTimeout(() => {
    showToast((toast) =>
      toast.success(TOAST.signInTitle, {
        id: SIGN_IN_TOAST_ID,
        description: TOAST.signInRedirecting,
        duration: TOAST_DURATION_MAX_MS,
      }),
    );
  }, LOGIN_REDIRECT_TOAST_DELAY_MS);
}

export function verifiedToast(): void {
  showToast((toast) => toast.success(TOAST.verified, { duration: TOAST_DURATION_MAX_MS }));
}

export function resendToast(sent: boolean): void {
  if (sent) showToast((toast) => toast.success(TOAST.resent, { duration: TOAST_DURATION_MAX_MS }));
  else showToast((toast) => toast.error(TOAST.notResent, { duration: TOAST_DURATION_MAX_MS }));
}

/** docs/SPEC.md section 4, password reset step 3. */
export function passwordChangedToast(): void {
  setTimeout(() => {
    showToast((toast) =>
      toast.success(TOAST.passwordChangedTitle, {
        description: TOAST.passwordChanged,
        duration: PASSWORD_CHANGED_TOAST_HIDE_MS,
      }),
    );
  }, PASSWORD_CHANGED_TOAST_DELAY_MS);
}

/** docs/SPEC.md section 4, password reset step 4. */
export function confirmAccountToast(): void {
  setTimeout(() => {
    showToast((toast) =>
      toast.warning(TOAST.confirmAccountTitle, {
        description: TOAST.confirmAccount,
        duration: CONFIRM_ACCOUNT_TOAST_HIDE_MS,
      }),
    );
  }, CONFIRM_ACCOUNT_TOAST_DELAY_MS);
}

export function plainToast(message: string): void {
  showToast((toast) => toast(message, { duration: TOAST_DURATION_MAX_MS }));
}
