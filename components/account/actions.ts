'use server';

import { z } from 'zod';
import { PoolSignInError, signIn, signOut } from '@/lib/auth';
import { deleteVisitorData, getSessionTokens, sessionFromResponseCookies } from '@/lib/auth/account';
import {
  PoolError,
  changePassword,
  confirmPasswordReset,
  confirmRegistration,
  deletePoolUser,
  registerUser,
  requestPasswordReset,
  resendConfirmationCode,
} from '@/lib/auth/pool';
import { listTripsForUser } from '@/lib/trips';
import { ensureVisitor } from '@/lib/visitors';
import { afterSignIn, type AfterSignIn } from './destinations';
import type { ProviderError } from './error-map';
import { normalizeCode, signUpSchema } from '@/lib/accounts/schema';
import { localeOfTag } from '@/lib/i18n/locales';

export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; error: ProviderError };

const text = z.string().max(512).catch('');
const SignInInput = z.object({
  email: text,
  password: text,
  pathname: text,
  from: z.enum(['plan-your-trip', 'favourite', 'header']).optional().catch(undefined),
});

function failure(error: unknown): { ok: false; error: ProviderError } {
  if (error instanceof PoolSignInError) return { ok: false, error: error.poolError };
  if (error instanceof PoolError) return { ok: false, error: { code: error.code, message: error.message } };
  console.error('[account] unexpected failure', error);
  return {
    ok: false,
    error: { code: 'InternalError', message: 'Something went wrong on our side. Please try again.' },
  };
}

/** Signs in, loads the user's trips and works out where they go next (docs/SPEC.md section 4). */
export async function signInAction(raw: unknown): Promise<ActionResult<{ userId: string; next: AfterSignIn }>> {
  const input = SignInInput.parse(raw);
  try {
    await signIn('credentials', { email: input.email, password: input.password, redirect: false });
  } catch (error) {
    return failure(error);
  }
  const tokens = await sessionFromResponseCookies();
  if (!tokens) return failure(new Error('the session was not created'));
  const trips = await listTripsForUser(tokens.sub).catch(() => []);
  const next = afterSignIn({
    from: input.from,
    pathname: input.pathname,
    userId: tokens.sub,
    hasTrips: trips.length > 0,
  });
  if (next.ensureVisitor) await ensureVisitor(tokens.sub, tokens.email);
  return { ok: true, userId: tokens.sub, next };
}

/** What the pool answers for a username that is not an email; the sign-up form never sends one. */
const NOT_AN_EMAIL: ProviderError = { code: 'InvalidParameterException', message: 'Username should be an email.' };

/** `language` is the page's: the account keeps it (the `locale` attribute) and its mails use it. */
export async function signUpAction(email: string, password: string, language?: string): Promise<ActionResult> {
  // The sign-up form's own schema, on the server too: the pool alone would take looser addresses.
  // An empty one is left to the pool, whose message the form maps (docs/SPEC.md section 8).
  const address = text.parse(email).trim();
  if (address && !signUpSchema.isValidSync({ email: address })) return { ok: false, error: NOT_AN_EMAIL };
  try {
    await registerUser(text.parse(email), text.parse(password), localeOfTag(text.parse(language)));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function confirmSignUpAction(email: string, code: string): Promise<ActionResult> {
  try {
    await confirmRegistration(text.parse(email), normalizeCode(text.parse(code)));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function resendCodeAction(email: string): Promise<ActionResult> {
  try {
    await resendConfirmationCode(text.parse(email));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function forgotPasswordAction(email: string): Promise<ActionResult> {
  try {
    await requestPasswordReset(text.parse(email));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function confirmForgotPasswordAction(
  email: string,
  code: string,
  password: string,
): Promise<ActionResult> {
  try {
    await confirmPasswordReset(text.parse(email), normalizeCode(text.parse(code)), text.parse(password));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

const NOT_SIGNED_IN: ProviderError = { code: 'NotAuthorizedException', message: 'The user is not authenticated' };

export async function changePasswordAction(previous: string, proposed: string): Promise<ActionResult> {
  const tokens = await getSessionTokens();
  if (!tokens) return { ok: false, error: NOT_SIGNED_IN };
  try {
    await changePassword(tokens, text.parse(previous), text.parse(proposed));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Deletes the pool user, then the visitor record with its trips and favourites, then the session. */
export async function deleteAccountAction(): Promise<ActionResult> {
  const tokens = await getSessionTokens();
  if (!tokens) return { ok: false, error: NOT_SIGNED_IN };
  try {
    await deletePoolUser(tokens);
    await deleteVisitorData(tokens.sub);
    await signOut({ redirect: false });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Ends the session at the pool (every device's tokens stop working: lib/auth/sign-out.ts), then clears the cookie. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirect: false });
}
