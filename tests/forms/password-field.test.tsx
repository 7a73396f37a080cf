import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from '@/components/forms/password-field';
import { intlWrapper } from '../support/intl';

describe('password field', () => {
  it('names its show/hide toggle in the page language', async () => {
    const user = userEvent.setup();
    render(<PasswordField id="pw" label="Contraseña" />, { wrapper: intlWrapper('es') });
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar la contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar la contraseña' })).toHaveTextContent('Ocultar');
  });
});
