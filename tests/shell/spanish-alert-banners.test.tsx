import { render, screen } from '@testing-library/react';
import { ALERTS_URL, AlertBanners } from '@/components/shell/alert-banners';
import type { AlertBanner } from '@/lib/alerts/types';
import { intlWrapper } from '@/tests/support/intl';

// On a Spanish page the banner shows the level in Spanish and asks the alerts service for Spanish.

const spanish: AlertBanner = {
  id: 'a1',
  title: 'Temporada de huracanes en la costa',
  level: 'Advisory',
  levelText: 'Aviso',
  message: '<p>La temporada de huracanes del Atlántico va del 1 de junio al 30 de noviembre.</p>',
  url: null,
  resources: [],
  updatedAt: '2026-05-01T12:00:00Z',
};

beforeEach(() => window.localStorage.clear());

it('shows the Spanish level and title, and refreshes them in Spanish', async () => {
  const fetchAlerts = jest.fn(async () => ({ ok: true, json: async () => [spanish] }));
  global.fetch = fetchAlerts as unknown as typeof fetch;
  render(<AlertBanners alerts={[spanish]} />, { wrapper: intlWrapper('es') });
  expect(screen.getByText('Aviso')).toBeInTheDocument();
  expect(screen.queryByText('Advisory')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Temporada de huracanes en la costa' })).toBeInTheDocument();
  expect(fetchAlerts).toHaveBeenCalledWith(
    ALERTS_URL,
    expect.objectContaining({ headers: expect.objectContaining({ 'x-site-locale': 'es' }) }),
  );
});
