import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { confirmForgotPasswordAction, forgotPasswordAction } from '@/components/account/actions';
import { ForgotPasswordConfirmationForm } from '@/components/account/forgot-password-confirmation-form';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { ERROR, PROVIDER, TOAST, VALIDATION } from '@/lib/accounts/messages';
import { renderForm } from './setup';

jest.mock('@/components/account/actions', () => ({
  forgotPasswordAction: jest.fn(),
  confirmForgotPasswordAction: jest.fn(),
}));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), warning: jest.fn() }),
}));

const go = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('forgot password request (docs/SPEC.md sections 2.5, 4, 5 and 8)', () => {
  async function request(email: string, message?: string) {
    (forgotPasswordAction as jest.Mock).mockResolvedValue(
      message ? { ok: false, error: { code: 'X', message } } : { ok: true },
    );
    const { user } = renderForm(<ForgotPasswordForm go={go} />);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    return user;
  }

  test('an empty email', async () => {
    await request('');
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(forgotPasswordAction).not.toHaveBeenCalled();
  });

  test('a malformed email clears the field, says so, and the request still proceeds', async () => {
    await request('kayla@', PROVIDER.clientNotFound);
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(forgotPasswordAction).toHaveBeenCalledWith('kayla@');
  });

  test.each([
    [PROVIDER.clientNotFound, ERROR.forgotInvalidEmail],
    [PROVIDER.usernameEmpty, VALIDATION.emailRequired],
    ['Attempt limit exceeded, please try after some time.', 'Attempt limit exceeded, please try after some time.'],
  ])('%s shows %s', async (message, shown) => {
    await request('kayla@example.com', message);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  test('no verified email: the Confirm Account toast after 250 ms, the confirm view after 2000 ms', async () => {
    await request(
      'kayla@example.com',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
    await waitFor(() => expect(forgotPasswordAction).toHaveBeenCalled());
    act(() => jest.advanceTimersByTime(2000));
    // The toast library loads on first use, so the first toast lands a moment after its timer.
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(TOAST.confirmAccountTitle, {
        description: TOAST.confirmAccount,
        duration: 6000,
      }),
    );
    expect(go).toHaveBeenCalledWith('confirmation', { email: 'kayla@example.com' });
  });

  test('success opens the confirmation screen; the links are there', async () => {
    const user = await request('kayla@example.com');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('forgot-password-confirmation', { email: 'kayla@example.com' }),
    );
    expect(screen.getByText('Not a member?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register now!' }));
    await user.click(screen.getByRole('button', { name: 'Sign-in with Password' }));
    expect(go).toHaveBeenCalledWith('sign-up', expect.anything());
    expect(go).toHaveBeenCalledWith('sign-in', expect.anything());
  });
});

describe('forgot password confirmation (docs/SPEC.md sections 4, 5 and 8)', () => {
  async function reset(values: { code?: string; pw?: string; again?: string }, message?: string) {
    (confirmForgotPasswordAction as jest.Mock).mockResolvedValue(
      message ? { ok: false, error: { code: 'X', message } } : { ok: true },
    );
    const { user } = renderForm(<ForgotPasswordConfirmationForm go={go} email="kayla@example.com" />);
    if (values.code) await user.type(screen.getByLabelText('Confirmation Code'), values.code);
    if (values.pw) await user.type(screen.getByLabelText('New Password'), values.pw);
    if (values.again) await user.type(screen.getByLabelText('Confirm New Password'), values.again);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  test('empty fields', async () => {
    await reset({});
    expect(await screen.findByText(VALIDATION.resetCodeRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmPasswordRequired)).toBeInTheDocument();
  });

  test('a malformed code and passwords that differ', async () => {
    await reset({ code: '12-456', pw: 'Sweet-Home-1', again: 'Sweet-Home-2' });
    expect(await screen.findByText(VALIDATION.resetCodeInvalid)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
  });

  test.each([
    [PROVIDER.usernameEmpty, ERROR.resetEmailMissing],
    [PROVIDER.codeEmpty, PROVIDER.codeEmpty],
    [PROVIDER.codeMismatch, VALIDATION.codeInvalid],
    [PROVIDER.passwordEmpty, PROVIDER.passwordEmpty],
    ['Password did not conform with policy: Password not long enough', ERROR.resetPolicyLength],
    ['Password did not conform with policy: Password must have lowercase characters', ERROR.resetPolicyCharacters],
    ['Password did not conform with policy: Password must have uppercase characters', ERROR.resetPolicyCharacters],
    ['Password did not conform with policy: Password must have numeric characters', ERROR.resetPolicyCharacters],
    ['Password did not conform with policy: Password must have symbol characters', ERROR.resetPolicyCharacters],
    ['Invalid code provided, please request a code again.', 'Invalid code provided, please request a code again.'],
  ])('%s shows %s, and the button is enabled again', async (message, shown) => {
    await reset({ code: '123 456', pw: 'Sweet-Home-1', again: 'Sweet-Home-1' }, message);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  test('success: the sign-in view, then Success! after 250 ms for 3000 ms', async () => {
    await reset({ code: '123456', pw: 'Sweet-Home-1', again: 'Sweet-Home-1' });
    await waitFor(() => expect(go).toHaveBeenCalledWith('sign-in', { email: 'kayla@example.com' }));
    act(() => jest.advanceTimersByTime(250));
    expect(toast.success).toHaveBeenCalledWith(TOAST.passwordChangedTitle, {
      description: TOAST.passwordChanged,
      duration: 3000,
    });
  });

  test('each password field has its own toggle', () => {
    renderForm(<ForgotPasswordConfirmationForm go={go} email="kayla@example.com" />);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });
});
