import { SITE_NAME } from '@/lib/constants';
import type { Mail } from './index';

/** The mail carrying a sign-up confirmation code. */
export function confirmationCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${SITE_NAME} verification code`,
    text: `Welcome to ${SITE_NAME}!\n\nYour verification code is ${code}. Enter it to confirm your account; it works for 24 hours.\n\nIf you did not sign up, you can ignore this email.`,
    meta: { purpose: 'signup', code },
  };
}

/** The mail carrying a password reset code. */
export function passwordResetMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${SITE_NAME} password reset code`,
    text: `Someone asked to reset the password of your ${SITE_NAME} account.\n\nYour password reset code is ${code}. It works for 1 hour.\n\nIf it was not you, you can ignore this email; your password stays the same.`,
    meta: { purpose: 'reset', code },
  };
}
