import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAction } from '@/components/account/actions';
import { AccountModal } from '@/components/account/account-modal';
import { SignInForm } from '@/components/account/sign-in-form';
import { PROVIDER } from '@/lib/accounts/messages';
import { intlWrapper } from '../../support/intl';

// Sign-in and the login modal on the Spanish site.

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

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each([
  [PROVIDER.incorrect, 'El correo electrónico o la contraseña no son correctos.'],
  [PROVIDER.userNotFound, 'Revise su dirección de correo electrónico.'],
  [PROVIDER.userNotConfirmed, 'Su cuenta todavía no está confirmada. Lo estamos redirigiendo para que la confirme.'],
])('the pool says %s: the form says %s', async (poolMessage, shown) => {
  (signInAction as jest.Mock).mockResolvedValue({ ok: false, error: { code: 'X', message: poolMessage } });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<SignInForm go={jest.fn()} />, { wrapper: intlWrapper('es') });
  await user.type(screen.getByLabelText('Correo electrónico'), 'kayla@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'Orange-Beach-7');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Regístrese ahora' })).toBeInTheDocument();
});

test('the login modal is named and closed in Spanish', async () => {
  render(<AccountModal />, { wrapper: intlWrapper('es') });
  act(() => window.dispatchEvent(new CustomEvent('show-sign-in')));
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Su cuenta');
  expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
});
