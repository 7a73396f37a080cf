import { render, screen } from '@testing-library/react';
import { PlaceFacts } from '@/components/places/place-facts';
import type { LocationDetail } from '@/lib/locations';
import { intlWrapper, message } from '@/tests/support/intl';

const place = {
  name: 'Fixture Museum',
  address1: '1 Main Street',
  address2: null,
  city: 'Tuscumbia',
  postal: '35674',
  phone: null,
  website: null,
  hours: ['Monday: 9:00 AM – 4:00 PM', 'Sunday: Closed', 'By appointment only'],
} as unknown as LocationDetail;

test('a Spanish place page gives its labels and opening hours in Spanish, and marks a line it cannot', () => {
  render(<PlaceFacts place={place} />, { wrapper: intlWrapper('es') });
  const places = message('es', 'places');
  expect(screen.getByText(places('address'))).toBeInTheDocument();
  expect(screen.getByText(places('hours'))).toBeInTheDocument();
  expect(screen.getByText('Lunes: 9:00 a. m. – 4:00 p. m.')).not.toHaveAttribute('lang');
  expect(screen.getByText('Domingo: Cerrado')).toBeInTheDocument();
  expect(screen.getByText('By appointment only')).toHaveAttribute('lang', 'en');
});

test('an English place page shows the hours exactly as stored', () => {
  render(<PlaceFacts place={place} />);
  expect(screen.getByText('Monday: 9:00 AM – 4:00 PM')).not.toHaveAttribute('lang');
  expect(screen.getByText('Sunday: Closed')).toBeInTheDocument();
});
