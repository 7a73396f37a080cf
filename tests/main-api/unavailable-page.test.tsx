import { render, screen } from '@testing-library/react';
import ErrorPage from '@/app/[locale]/error';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { MAIN_API_UNAVAILABLE_DIGEST, UNAVAILABLE_MESSAGES } from '@/lib/main-api/messages';
import { intlWrapper } from '../support/intl';

// In production Next hides a server error's message but keeps its digest, which the Main API
// outage error sets itself: that digest alone must turn the error page into the outage page.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const serverError = (digest: string) =>
  Object.assign(new Error('An error occurred in the Server Components render.'), { digest });

it('says the service is temporarily unavailable when the Main API is down', () => {
  render(<ErrorPage error={serverError(MAIN_API_UNAVAILABLE_DIGEST)} reset={() => undefined} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(UNAVAILABLE_MESSAGES.heading);
  expect(screen.getByText(UNAVAILABLE_MESSAGES.text)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ERROR_MESSAGES.retry })).toBeInTheDocument();
});

it('keeps the general message for any other failure', () => {
  render(<ErrorPage error={serverError('1234567')} reset={() => undefined} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ERROR_MESSAGES.heading);
});

it('speaks Spanish on a Spanish page', () => {
  render(<ErrorPage error={serverError(MAIN_API_UNAVAILABLE_DIGEST)} reset={() => undefined} />, {
    wrapper: intlWrapper('es'),
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Esta página no está disponible en este momento');
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
});
