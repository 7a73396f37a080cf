import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { confirmSignUpAction, resendCodeAction, signUpAction } from '@/components/account/actions';
import { ConfirmationForm } from '@/components/account/confirmation-form';
import { ERROR, PROVIDER, TEXT, TOAST, VALIDATION } from '@/lib/accounts/messages';
import { SignUpForm } from '@/components/account/sign-up-form';
import { renderForm } from './setup';

jest.mock('@/components/account/actions', () => ({
  signUpAction: jest.fn(),
  confirmSignUpAction: jest.fn(),
  resendCodeAction: jest.fn(),
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

describe('sign-up (docs/SPEC.md sections 2.5, 5 and 8)', () => {
  async function register(message?: string) {
    (signUpAction as jest.Mock).mockResolvedValue(
      message ? { ok: false, error: { code: 'X', message } } : { ok: true },
    );
    const { user } = renderForm(<SignUpForm go={go} />);
    await user.type(screen.getByLabelText('Email'), 'kayla@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  test('the password help text', () => {
    renderForm(<SignUpForm go={go} />);
    expect(screen.getByText(TEXT.passwordHelp)).toBeInTheDocument();
  });

  test.each([
    [PROVIDER.exists, ERROR.signUpExists],
    [PROVIDER.passwordEmpty, ERROR.passwordEmpty],
    [PROVIDER.usernameEmpty, ERROR.passwordEmpty],
    ['Password did not conform with policy: Password not long enough', 'Password not long enough.'],
    [
      'Password did not conform with policy: Password must have uppercase characters',
      'Password must have uppercase characters.',
    ],
    [
      'Password did not conform with policy: Password must have numeric characters',
      'Password must have numeric characters.',
    ],
    [
      'Password did not conform with policy: Password must have symbol characters',
      'Password must have symbol characters.',
    ],
    ['Something unexpected.', 'Something unexpected.'],
  ])('%s shows %s', async (message, shown) => {
    await register(message);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  test('the exists message ends with Please Sign-in instead.', () => {
    expect(ERROR.signUpExists.endsWith('Please Sign-in instead.')).toBe(true);
  });

  test('success leads to confirmation with the email', async () => {
    await register();
    await waitFor(() => expect(go).toHaveBeenCalledWith('confirmation', { email: 'kayla@example.com' }));
  });

  test('Registering... while busy, and the Already a member link', async () => {
    (signUpAction as jest.Mock).mockReturnValue(new Promise(() => undefined));
    const { user } = renderForm(<SignUpForm go={go} />);
    await user.type(screen.getByLabelText('Email'), 'kayla@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Already a member' }));
    expect(go).toHaveBeenCalledWith('sign-in', { email: 'kayla@example.com' });
  });

  test('the email passed by the second event fills the field', async () => {
    renderForm(<SignUpForm go={go} />);
    act(() => {
      window.dispatchEvent(new CustomEvent('account-email', { detail: { email: 'passed@example.com' } }));
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('passed@example.com'));
  });
});

describe('confirmation (docs/SPEC.md sections 5 and 8)', () => {
  async function confirm(code: string, message?: string) {
    (confirmSignUpAction as jest.Mock).mockResolvedValue(
      message ? { ok: false, error: { code: 'X', message } } : { ok: true },
    );
    const { user } = renderForm(<ConfirmationForm go={go} email="kayla@example.com" />);
    if (code) await user.type(screen.getByLabelText('Confirmation Code'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    return user;
  }

  test('an empty code', async () => {
    await confirm('');
    expect(await screen.findByText(VALIDATION.codeRequired)).toBeInTheDocument();
  });

  test('a code of the wrong format', async () => {
    await confirm('12345');
    expect(await screen.findByText(VALIDATION.codeInvalid)).toBeInTheDocument();
    expect(confirmSignUpAction).not.toHaveBeenCalled();
  });

  test.each([
    [PROVIDER.codeMismatch, VALIDATION.codeInvalid],
    ['Invalid code provided, please request a code again.', 'Invalid code provided, please request a code again.'],
  ])('%s shows %s', async (message, shown) => {
    await confirm('123 456', message);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(confirmSignUpAction).toHaveBeenCalledWith('kayla@example.com', '123 456');
  });

  test('success: the toast, then sign-in', async () => {
    await confirm('123456');
    await waitFor(() => expect(go).toHaveBeenCalledWith('sign-in', { email: 'kayla@example.com' }));
    expect(toast.success).toHaveBeenCalledWith(TOAST.verified, expect.anything());
  });

  test('without a known email the form asks for it', async () => {
    (confirmSignUpAction as jest.Mock).mockResolvedValue({ ok: true });
    const { user } = renderForm(<ConfirmationForm go={go} />);
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'kayla@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Account' }));
    await waitFor(() => expect(confirmSignUpAction).toHaveBeenCalledWith('kayla@example.com', '123456'));
  });

  test.each([
    [true, TOAST.resent],
    [false, TOAST.notResent],
  ])('resend (sent %s) toasts %s', async (ok, text) => {
    (resendCodeAction as jest.Mock).mockResolvedValue(
      ok ? { ok: true } : { ok: false, error: { code: 'X', message: 'no' } },
    );
    const { user } = renderForm(<ConfirmationForm go={go} email="kayla@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code' }));
    await waitFor(() => expect(ok ? toast.success : toast.error).toHaveBeenCalledWith(text, expect.anything()));
  });
});
