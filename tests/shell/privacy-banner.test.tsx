import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SHELL_MESSAGES } from '@/components/shell/messages';
import { PrivacyBanner } from '@/components/shell/privacy-banner';

afterEach(() => Cookies.remove('privacy', { path: '/' }));

describe('privacy banner', () => {
  it('records consent in the privacy cookie for 90 days and hides', async () => {
    const set = jest.spyOn(Cookies, 'set');
    render(<PrivacyBanner />);
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }));
    expect(set).toHaveBeenCalledWith('privacy', 'Agreed', expect.objectContaining({ expires: 90, path: '/' }));
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
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.privacyPolicyLink })).toHaveAttribute('href', '/privacy-policy');
  });
});
