import { act, screen, waitFor } from '@testing-library/react';
import { AccountModal } from '@/components/account/account-modal';
import { openAccountModal, passEmailToSignUp } from '@/components/account/events';
import { LazyAccountModal } from '@/components/shell/lazy-account-modal';
import { renderForm } from './setup';

jest.mock('@/components/account/actions', () => ({}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/components/shell/fetched-value', () => ({
  useFetchedValue: jest.fn(() => ({ data: null, isLoading: false })),
  refreshFetchedValue: jest.fn(),
  refreshAllFetchedValues: jest.fn(),
}));
jest.mock('next-auth/react', () => ({ signIn: jest.fn() }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the views switch through the application-wide events', async () => {
  renderForm(<AccountModal />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => window.dispatchEvent(new CustomEvent('show-sign-in')));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleName('Your account');
  // The forms load on first open.
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  act(() => window.dispatchEvent(new CustomEvent('show-sign-up', { detail: { email: 'kayla@example.com' } })));
  expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('kayla@example.com');
  act(() => passEmailToSignUp('other@example.com'));
  expect(screen.getByLabelText('Email')).toHaveValue('other@example.com');
  act(() => window.dispatchEvent(new CustomEvent('show-confirm-account', { detail: { email: 'kayla@example.com' } })));
  expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeInTheDocument();
  act(() => window.dispatchEvent(new CustomEvent('show-forgot-password-confirmation')));
  expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeInTheDocument();
  act(() => openAccountModal('forgot-password'));
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
});

test('focus moves in, stays in, Esc closes and focus returns', async () => {
  const opener = document.createElement('button');
  opener.textContent = 'My Profile';
  document.body.appendChild(opener);
  opener.focus();
  const { user } = renderForm(<AccountModal />);
  act(() => openAccountModal('sign-in'));
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  for (let i = 0; i < 8; i++) await user.tab();
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the modal loaded on first use opens on the request that loaded it, with its email', async () => {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  renderForm(<LazyAccountModal />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => openAccountModal('sign-up', { email: 'kayla@example.com' }));
  expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('kayla@example.com');
  await act(async () => screen.getByRole('button', { name: 'Close' }).click());
  expect(opener).toHaveFocus();
});
