import { act, render, screen } from '@testing-library/react';
import { Providers } from '@/components/shell/providers';
import { showToast } from '@/components/shell/toast';

describe('toasts', () => {
  it('loads the toast library on first use and shows a toast asked for before it loaded', async () => {
    render(
      <Providers locale="en" messages={{}}>
        <p>page</p>
      </Providers>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => showToast((toast) => toast.success('Dauphin Island Sea Lab was added to your trip')));
    expect(await screen.findByText('Dauphin Island Sea Lab was added to your trip')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    // Once loaded, a toast shows at once.
    act(() => showToast((toast) => toast('Welcome back')));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });
});
