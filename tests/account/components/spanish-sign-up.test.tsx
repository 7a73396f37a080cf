import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'sonner';
import { confirmSignUpAction, signUpAction } from '@/components/account/actions';
import { ConfirmationForm } from '@/components/account/confirmation-form';
import { SignUpForm } from '@/components/account/sign-up-form';
import { PROVIDER } from '@/lib/accounts/messages';
import { intlWrapper, message } from '../../support/intl';

// The sign-up flow on the Spanish site (/es/signup, then /es/confirmation): every label, button,
// error and toast in Spanish, the identity pool's English messages included.

jest.mock('@/components/account/actions', () => ({
  signUpAction: jest.fn(),
  confirmSignUpAction: jest.fn(),
  resendCodeAction: jest.fn(),
}));
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), warning: jest.fn() }),
}));

const es = message('es', 'account');
const go = jest.fn();

function renderSpanish(ui: ReactElement) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { user, ...render(ui, { wrapper: intlWrapper('es') }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

test('the sign-up form speaks Spanish', async () => {
  (signUpAction as jest.Mock).mockResolvedValue({ ok: false, error: { code: 'X', message: PROVIDER.exists } });
  const { user } = renderSpanish(<SignUpForm go={go} />);
  expect(screen.getByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
  expect(
    screen.getByText('Al menos 8 caracteres, con una letra minúscula, una letra mayúscula, un número y un símbolo.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ya tengo una cuenta' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Registrarse' }));
  expect(await screen.findByText('Su dirección de correo electrónico es obligatoria.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Correo electrónico'), 'kayla@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'whatever');
  await user.click(screen.getByRole('button', { name: 'Registrarse' }));
  expect(
    await screen.findByText('Ya existe una cuenta con ese correo electrónico. Inicie sesión con ella.'),
  ).toBeInTheDocument();
});

test('a password the pool refuses is explained in Spanish', async () => {
  (signUpAction as jest.Mock).mockResolvedValue({
    ok: false,
    error: {
      code: 'InvalidPasswordException',
      message: `${PROVIDER.policyPrefix}Password must have symbol characters`,
    },
  });
  const { user } = renderSpanish(<SignUpForm go={go} email="kayla@example.com" />);
  await user.type(screen.getByLabelText('Contraseña'), 'Orange-Beach7');
  await user.click(screen.getByRole('button', { name: 'Registrarse' }));
  expect(await screen.findByText('La contraseña debe incluir símbolos.')).toBeInTheDocument();
});

describe('the confirmation code, in Spanish', () => {
  async function confirm(code: string, error?: { code: string; message: string }) {
    (confirmSignUpAction as jest.Mock).mockResolvedValue(error ? { ok: false, error } : { ok: true });
    const { user } = renderSpanish(<ConfirmationForm go={go} email="kayla@example.com" />);
    expect(screen.getByRole('heading', { name: 'Verificación del correo electrónico' })).toBeInTheDocument();
    if (code) await user.type(screen.getByLabelText('Código de confirmación'), code);
    await user.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
  }

  test('a wrong code, as the pool reports it', async () => {
    await confirm('123 456', { code: 'CodeMismatchException', message: PROVIDER.codeMismatch });
    expect(await screen.findByText('El código no es válido. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid code provided. Please try again.')).not.toBeInTheDocument();
  });

  test('a code of the wrong format never reaches the pool', async () => {
    await confirm('12345');
    expect(await screen.findByText(es('validation.codeInvalid'))).toBeInTheDocument();
    expect(confirmSignUpAction).not.toHaveBeenCalled();
  });

  test("an expired code: the pool's own message, translated", async () => {
    await confirm('123456', {
      code: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    expect(await screen.findByText('El código ya no es válido. Solicite uno nuevo.')).toBeInTheDocument();
  });

  test('a pool message with no translation of its own is described by its error name', async () => {
    await confirm('123456', { code: 'LimitExceededException', message: 'Some wording the pool has not used before.' });
    expect(await screen.findByText(es('poolError.LimitExceededException'))).toBeInTheDocument();
  });

  test('success toasts in Spanish', async () => {
    await confirm('123456');
    await waitFor(() => expect(go).toHaveBeenCalledWith('sign-in', { email: 'kayla@example.com' }));
    expect(toast.success).toHaveBeenCalledWith(
      '¡Listo! Gracias por verificar su correo electrónico.',
      expect.anything(),
    );
  });
});
