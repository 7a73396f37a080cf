import { NextRequest } from 'next/server';
import { GET as mailbox } from '@/app/dev/mailbox/route';
import {
  changePasswordAction,
  confirmForgotPasswordAction,
  confirmSignUpAction,
  deleteAccountAction,
  forgotPasswordAction,
  resendCodeAction,
  signInAction,
  signUpAction,
} from '@/components/account/actions';
import { signInWithPassword } from '@/lib/auth/pool';
import { call } from '../support/api';
import { inRequestScope, signedInSession } from '../support/session-scope';

// The account server actions the sign-up, sign-in, reset, change-password and delete forms call,
// on the built-in pool and a real session: no mock of the actions or the pool. The component
// tests stand the actions in; this file is what holds the actions themselves.

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

type Mail = { to: string; meta: { code?: string; purpose?: string } };
async function codesFor(email: string): Promise<string[]> {
  const { body } = await call(mailbox, { url: '/dev/mailbox?format=json' });
  return (body as Mail[]).filter((m) => m.to === email && m.meta.code).map((m) => m.meta.code!);
}
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
const scope = (cookie?: string) =>
  new NextRequest('http://localhost:3000/profile', { method: 'POST', headers: cookie ? { cookie } : {} });

describe('sign-up actions', () => {
  const email = 'actions.signup@example.com';

  it('signs up, refuses the same email twice, resends a code and confirms with the code typed as "123 456"', async () => {
    expect(await signUpAction(email, 'Gulf-Shores-2026')).toEqual({ ok: true });
    expect(await signUpAction(email, 'Gulf-Shores-2026')).toMatchObject({
      ok: false,
      error: { code: 'UsernameExistsException' },
    });
    expect(await resendCodeAction(email)).toEqual({ ok: true });
    const codes = await codesFor(email);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const wrong = String((Number(codes[0]) + 1) % 1_000_000).padStart(6, '0');
    expect(await confirmSignUpAction(email, wrong)).toMatchObject({
      ok: false,
      error: { code: 'CodeMismatchException' },
    });
    expect(await confirmSignUpAction(email, spaced(codes[0]!))).toEqual({ ok: true });
    expect((await signInWithPassword(email, 'Gulf-Shores-2026')).email).toBe(email);
  }, 300_000);

  it('refuses an address the sign-up form refuses, though the pool would take it', async () => {
    for (const address of ['kayla@example', 'zoë@exämple.com']) {
      expect(await signUpAction(address, 'Gulf-Shores-2026')).toEqual({
        ok: false,
        error: { code: 'InvalidParameterException', message: 'Username should be an email.' },
      });
    }
  });

  it('answers input that is not text with the pool’s message, not a crash', async () => {
    expect(await signUpAction(42 as unknown as string, 'Gulf-Shores-2026')).toMatchObject({
      ok: false,
      error: { message: 'Username cannot be empty' },
    });
    expect(await confirmSignUpAction(email, { code: 1 } as unknown as string)).toMatchObject({
      ok: false,
      error: { message: 'Confirmation code cannot be empty' },
    });
  });
});

describe('password reset', () => {
  it('resets with a spaced code; the old password stops working', async () => {
    const email = 'actions.reset@example.com';
    await signedInSession(email); // a confirmed user whose password is Orange-Beach-7
    expect(await forgotPasswordAction(email)).toEqual({ ok: true });
    const [code] = (await codesFor(email)).slice(-1);
    expect(await confirmForgotPasswordAction(email, spaced(code!), 'Mentone-Falls-1')).toEqual({ ok: true });
    await expect(signInWithPassword(email, 'Orange-Beach-7')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect((await signInWithPassword(email, 'Mentone-Falls-1')).email).toBe(email);
  }, 120_000);
});

describe('signed-in actions', () => {
  it('sign-in: a wrong password is the pool’s error; the right one signs in and says where to go next', async () => {
    const email = 'actions.signin@example.com';
    await signedInSession(email);
    const wrong = await inRequestScope(scope(), () =>
      signInAction({ email, password: 'Not-The-One-1', pathname: '/' }),
    );
    expect(wrong).toMatchObject({ ok: false, error: { code: 'NotAuthorizedException' } });
    const right = await inRequestScope(scope(), () =>
      signInAction({ email, password: 'Orange-Beach-7', pathname: '/', from: 'header' }),
    );
    expect(right).toMatchObject({ ok: true, userId: expect.any(String), next: expect.any(Object) });
  }, 120_000);

  it('change password needs a session; with one, the new password works and the old one stops', async () => {
    const email = 'actions.change@example.com';
    const { cookie } = await signedInSession(email);
    expect(await inRequestScope(scope(), () => changePasswordAction('Orange-Beach-7', 'Little-River-2'))).toMatchObject(
      { ok: false, error: { code: 'NotAuthorizedException' } },
    );
    expect(
      await inRequestScope(scope(cookie), () => changePasswordAction('Wrong-Current-1', 'Little-River-2')),
    ).toMatchObject({ ok: false, error: { code: 'NotAuthorizedException' } });
    expect(await inRequestScope(scope(cookie), () => changePasswordAction('Orange-Beach-7', 'Little-River-2'))).toEqual(
      { ok: true },
    );
    await expect(signInWithPassword(email, 'Orange-Beach-7')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect((await signInWithPassword(email, 'Little-River-2')).email).toBe(email);
  }, 120_000);

  it('delete account needs a session; with one, the user is gone from the pool', async () => {
    const email = 'actions.delete@example.com';
    const { cookie } = await signedInSession(email);
    expect(await inRequestScope(scope(), () => deleteAccountAction())).toMatchObject({
      ok: false,
      error: { code: 'NotAuthorizedException' },
    });
    expect((await signInWithPassword(email, 'Orange-Beach-7')).email).toBe(email);
    expect(await inRequestScope(scope(cookie), () => deleteAccountAction())).toEqual({ ok: true });
    await expect(signInWithPassword(email, 'Orange-Beach-7')).rejects.toMatchObject({ code: 'UserNotFoundException' });
  }, 120_000);
});
