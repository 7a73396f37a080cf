import { act, screen, waitFor } from '@testing-library/react';
import { signInAction } from '@/components/account/actions';
import { ERROR, PROVIDER, TOAST, VALIDATION } from '@/lib/accounts/messages';
import { SignInForm } from '@/components/account/sign-in-form';
import { toast } from 'sonner';
import { renderForm } from './setup';

jest.mock('@/components/account/actions', () => ({ signInAction: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/components/shell/fetched-value', () => ({
  useFetchedValue: jest.fn(() => ({ data: null, isLoading: false })),
  refreshFetchedValue: jest.fn(),
  refreshAllFetchedValues: jest.fn(),
}));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), warning: jest.fn() }),
}));
jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));

const signIn = signInAction as jest.Mock;
const go = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  signIn.mockReset();
  go.mockReset();
});
afterEach(() => jest.useRealTimers());

async function submit(email: string, password: string) {
  const { user } = renderForm(<SignInForm go={go} />);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('sign-in validation (docs/SPEC.md section 5)', () => {
  test('an empty email and password', async () => {
    await submit('', '');
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toContain('sign-in-email-error');
    expect(signIn).not.toHaveBeenCalled();
  });

  test('a malformed email', async () => {
    await submit('someone@', 'Sweet-Home-1');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
  });
});

describe('sign-in errors (docs/SPEC.md section 8)', () => {
  test.each([
    [PROVIDER.usernameEmpty, VALIDATION.emailRequired],
    [PROVIDER.userNotFound, VALIDATION.emailInvalid],
    [PROVIDER.customAuth, VALIDATION.passwordRequired],
    [PROVIDER.incorrect, PROVIDER.incorrect],
    ['Attempt limit exceeded, please try after some time.', 'Attempt limit exceeded, please try after some time.'],
  ])('%s shows %s', async (message, shown) => {
    signIn.mockResolvedValue({ ok: false, error: { code: 'X', message } });
    await submit('kayla@example.com', 'Sweet-Home-1');
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  test('an unconfirmed user sees the note, then the confirmation view after 2 s', async () => {
    signIn.mockResolvedValue({
      ok: false,
      error: { code: 'UserNotConfirmedException', message: PROVIDER.userNotConfirmed },
    });
    await submit('kayla@example.com', 'Sweet-Home-1');
    expect(await screen.findByText(ERROR.signInUnconfirmed)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(go).toHaveBeenCalledWith('confirmation', { email: 'kayla@example.com' });
  });

  test('success: the toast, then Redirecting you… after 250 ms', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    signIn.mockReturnValue(new Promise((r) => (resolve = r)));
    await submit('kayla@example.com', 'Sweet-Home-1');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () =>
      resolve({ ok: true, userId: 'u', next: { kind: 'navigate', href: '/profile', ensureVisitor: true } }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        TOAST.signInTitle,
        expect.objectContaining({ description: TOAST.signInHangOn }),
      ),
    );
    act(() => jest.advanceTimersByTime(250));
    expect(toast.success).toHaveBeenLastCalledWith(
      TOAST.signInTitle,
      expect.objectContaining({ description: TOAST.signInRedirecting }),
    );
  });
});

test('the password has a show/hide toggle', async () => {
  const { user } = renderForm(<SignInForm go={go} />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('the links: Reset your password and Register now', async () => {
  const { user } = renderForm(<SignInForm go={go} email="kayla@example.com" />);
  await user.click(screen.getByRole('button', { name: 'Reset your password' }));
  expect(go).toHaveBeenCalledWith('forgot-password', { email: 'kayla@example.com' });
  await user.click(screen.getByRole('button', { name: 'Register now' }));
  expect(go).toHaveBeenCalledWith('sign-up', { email: 'kayla@example.com' });
});
