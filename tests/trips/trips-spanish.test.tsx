import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlongTheRoute } from '@/components/trips/along-the-route';
import { CreateTripModal } from '@/components/trips/create-trip-modal';
import { DayRouteMap } from '@/components/trips/day-route-map';
import { dayRoutes } from '@/lib/trip-planner/day-routes';
import { dayWarnings } from '@/lib/trip-planner/feasibility';
import { checkHours } from '@/lib/trip-planner/hours';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import { intlWrapper, message } from '@/tests/support/intl';

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

  it('finds places along a day’s route in Spanish', async () => {
    const place = {
      id: 1,
      slug: 'peach-park',
      name: 'Peach Park',
      kind: 'eat',
      city: 'Clanton',
      lat: 32.8,
      lng: -86.6,
    };
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ places: [{ ...place, detourMinutes: 14, insertAfter: 0, miles: 0.5 }] }),
    })) as unknown as typeof fetch;
    const points = [
      { lat: 33.52, lng: -86.8 },
      { lat: 32.37, lng: -86.3 },
    ];
    render(<AlongTheRoute day={2} points={points} excludeSlugs={[]} onAdd={jest.fn()} />, {
      wrapper: intlWrapper('es'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar lugares en la ruta del día 2' }));
    expect(screen.getByRole('heading', { name: 'En el camino' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hospedarse' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^1 lugar para comer a menos de \d+ millas de la ruta del día 2/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al día 2 (Peach Park)' })).toBeInTheDocument();
  });

  it('warns about a day, and its opening hours, in Spanish', () => {
    const text = plannerTextOf(message('es', 'tripPlanner'));
    const [long] = dayWarnings({
      day: 1,
      dayCount: 1,
      startMinutes: 540,
      driveMinutes: 600,
      stops: [],
      finish: null,
      text,
    });
    expect(long?.text).toBe(
      'El día 1 tiene 10 h 0 min de manejo, más de 8 horas. Agregue un día al viaje para dividir el trayecto.',
    );
    expect(checkHours(['Monday: Closed'], '2027-04-05', 600, text)).toBe('Cierra los lunes.');
    expect(checkHours(['Saturday: Closed'], '2027-04-10', 600, text)).toBe('Cierra los sábados.');
  });

  it('names a day’s map, its markers and its key in Spanish', () => {
    const [day] = dayRoutes({
      begin: { name: 'Birmingham', lat: 33.5207, lng: -86.8025 },
      end: { name: 'Mobile', lat: 30.6954, lng: -88.0399 },
      days: [{ day: 1, stops: [{ name: 'Vulcan Park and Museum', lat: 33.4917, lng: -86.7961 }] }],
    });
    render(<DayRouteMap route={day!} />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('img', { name: 'Día 1: de Birmingham a Mobile, 1 parada' })).toBeInTheDocument();
    expect(screen.getByText('Inicio: Birmingham')).toBeInTheDocument();
    expect(screen.getByText(/^Los números son las paradas en el orden del viaje/)).toBeInTheDocument();
  });
});
