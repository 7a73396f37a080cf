import { fireEvent, render, screen } from '@testing-library/react';
import { CreateTripModal } from '@/components/trips/create-trip-modal';
import { intlWrapper } from '@/tests/support/intl';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/create-a-trip',
}));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('the trip planner on the Spanish site', () => {
  it('shows the create-trip modal in Spanish, its errors and its app link under /es', () => {
    render(<CreateTripModal appId="road-trips" />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('heading', { name: 'Cree su viaje' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '¿Adónde va?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Desea agregar un punto de partida?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    fireEvent.click(screen.getByRole('button', { name: 'Planificar mi viaje' }));
    expect(screen.getByText('Indique un destino.')).toBeInTheDocument();
    expect(screen.getByText('¿Desde dónde saldrá? Necesitamos saberlo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtenga la aplicación de viajes por carretera' })).toHaveAttribute(
      'href',
      '/es/apps/road-trips',
    );
  });
});
