import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchSuggest } from '@/components/search/search-suggest';
import { intlWrapper } from '../support/intl';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const suggestions = [
  { kind: 'places', label: 'Places', title: 'Wintzell’s Oyster House', href: '/places-to-go/wintzells-oyster-house' },
  { kind: 'articles', label: 'Articles', title: 'Oysters of Mobile Bay', href: '/article/oysters' },
];

beforeEach(() => {
  push.mockClear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ suggestions }) })) as unknown as typeof fetch;
});

describe('header search box', () => {
  it('is a labelled combobox inside a search form that works without script', () => {
    render(<SearchSuggest />);
    const box = screen.getByRole('combobox', { name: 'Search the site' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('name', 'q');
    expect(box.closest('form')).toHaveAttribute('action', '/search');
  });

  it('lists suggestions as you type and announces how many', async () => {
    render(<SearchSuggest />);
    await userEvent.type(screen.getByRole('combobox'), 'oys');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Wintzell’s Oyster House Places',
      'Oysters of Mobile Bay Articles',
    ]);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/2 suggestions/)).toBeInTheDocument();
    expect(global.fetch).toHaveBeenLastCalledWith('/api/search/suggest?q=oys', expect.anything());
  });

  it('moves through the options with the arrow keys, wraps, and opens the chosen one with Enter', async () => {
    render(<SearchSuggest />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'oys');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/article/oysters');
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    render(<SearchSuggest />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'oys');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(box).toHaveValue('oys');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('asks for nothing until two characters are typed', async () => {
    render(<SearchSuggest />);
    await userEvent.type(screen.getByRole('combobox'), 'o');
    await new Promise((r) => setTimeout(r, 250));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('on a Spanish page, speaks Spanish, searches under /es and asks for Spanish suggestions', async () => {
    render(<SearchSuggest />, { wrapper: intlWrapper('es') });
    const box = screen.getByRole('combobox', { name: 'Buscar en el sitio' });
    expect(box.closest('form')).toHaveAttribute('action', '/es/search');
    await userEvent.type(box, 'oys');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Lugares');
    expect(jest.mocked(global.fetch).mock.calls[0]?.[1]).toMatchObject({ headers: { 'x-site-locale': 'es' } });
    await userEvent.click(options[0]!);
    expect(push).toHaveBeenCalledWith('/es/places-to-go/wintzells-oyster-house');
  });
});
