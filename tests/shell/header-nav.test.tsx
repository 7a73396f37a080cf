import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_EVENTS } from '@/components/account/events';
import { HeaderNav } from '@/components/shell/header-nav';
import { buildHeaderMenus } from '@/components/shell/menus';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { EXPERIENCES } from '@/lib/constants';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const menus = buildHeaderMenus({
  regions: [{ label: 'Gulf Coast', href: '/places-to-go/areas/1' }],
  cities: [{ label: 'Huntsville', href: '/places-to-go/cities-and-towns/2' }],
  roadTrips: [{ label: 'Barbecue Trail', href: '/road-trips/3' }],
});

describe('header navigation', () => {
  it('lists the top-level entries of docs/SPEC.md section 2.4', () => {
    render(<HeaderNav menus={menus} signedIn={false} />);
    for (const name of ['Experiences', 'Places to Go', 'Plan Your Trip', 'Guides'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Events', 'Newsletter', 'My Profile'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SHELL_MESSAGES.searchLabel })).toHaveAttribute('name', 'q');
  });

  it('opens a menu by keyboard, and Esc closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<HeaderNav menus={menus} signedIn={false} />);
    const button = screen.getByRole('button', { name: 'Experiences' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const e of EXPERIENCES)
      expect(screen.getByRole('link', { name: e.name })).toHaveAttribute('href', `/experience-alabama/${e.slug}`);
    await user.tab();
    expect(screen.getByRole('link', { name: EXPERIENCES[0].name })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps one menu open at a time, with regions and cities from the database', async () => {
    const user = userEvent.setup();
    render(<HeaderNav menus={menus} signedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Experiences' }));
    await user.click(screen.getByRole('button', { name: 'Places to Go' }));
    expect(screen.getByRole('button', { name: 'Experiences' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Gulf Coast' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Huntsville' })).toBeVisible();
  });

  it('sends anonymous visitors pressing Create Your Trip or My Profile to the login modal', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent).detail?.from ?? 'none');
    window.addEventListener(ACCOUNT_EVENTS['sign-in'], listener);
    render(<HeaderNav menus={menus} signedIn={false} myTrips={<p>Trip list</p>} />);
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    expect(screen.queryByText('Trip list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: SHELL_MESSAGES.createTrip }));
    expect(opened).toEqual(['header', 'plan-your-trip']);
    window.removeEventListener(ACCOUNT_EVENTS['sign-in'], listener);
  });

  it('shows the My Trips slot to a signed-in user', async () => {
    const user = userEvent.setup();
    render(<HeaderNav menus={menus} signedIn myTrips={<p>Trip list</p>} />);
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    expect(screen.getByText('Trip list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Barbecue Trail' })).toHaveAttribute('href', '/road-trips/3');
  });
});
