import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { BANNER_HEIGHT_VAR, PrivacyBanner } from '@/components/shell/privacy-banner';

afterEach(() => Cookies.remove('privacy', { path: '/' }));

describe('privacy banner', () => {
  it('records consent in the privacy cookie for 90 days and hides', async () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    render(<PrivacyBanner />);
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }));
    expect(set).toHaveBeenCalledWith(expect.stringMatching(/^privacy=Agreed; max-age=7776000; path=\/;/));
    expect(Cookies.get('privacy')).toBe('Agreed');
    expect(screen.queryByRole('region', { name: SHELL_MESSAGES.privacyLabel })).not.toBeInTheDocument();
    set.mockRestore();
  });

  it('stays hidden once the cookie is set', () => {
    Cookies.set('privacy', 'Agreed', { path: '/' });
    render(<PrivacyBanner />);
    expect(screen.queryByText(SHELL_MESSAGES.privacyText, { exact: false })).not.toBeInTheDocument();
  });

  it('shows for a visitor without consent, with a link to the privacy policy', () => {
    render(<PrivacyBanner />);
    expect(screen.getByRole('region', { name: SHELL_MESSAGES.privacyLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.privacyPolicyLink })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('asks the guide tab to wait while it shows', async () => {
    render(<PrivacyBanner />);
    expect(document.documentElement).toHaveAttribute('data-privacy-banner', 'shown');
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }));
    expect(document.documentElement).not.toHaveAttribute('data-privacy-banner');
  });

  it('reserves its height as scroll padding while shown, so focus is never scrolled behind it', async () => {
    render(<PrivacyBanner />);
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }));
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toBe('');
  });

  it('after I Agree, sends focus back to where it was before the banner, never to <body>', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <main id="main-content">
          <a href="/last">Last link of the page</a>
        </main>
        <PrivacyBanner />
      </>,
    );
    screen.getByRole('link', { name: 'Last link of the page' }).focus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Last link of the page' })).toHaveFocus();
    expect(container).not.toContainElement(screen.queryByRole('region', { name: SHELL_MESSAGES.privacyLabel }));
  });

  it('after a click on I Agree with nothing focused before, focuses the main content', async () => {
    render(
      <>
        <main id="main-content">Content</main>
        <PrivacyBanner />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
