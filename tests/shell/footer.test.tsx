import { act, render, screen } from '@testing-library/react';
import { FooterGuidePromo } from '@/components/shell/footer-guide-promo';
import { GUIDE_ORDERED_KEY } from '@/components/shell/guide-ordered';
import { LazyFooterNewsletter } from '@/components/shell/lazy-footer-newsletter';
import { FOOTER_LINKS, SHELL_MESSAGES } from '@/components/shell/messages';

jest.mock('@/components/forms/footer-newsletter', () => ({ FooterNewsletter: () => <form aria-label="Newsletter sign-up" /> }));

describe('footer promotion', () => {
  afterEach(() => window.localStorage.clear());

  it('offers Order Now and View Online until a guide is ordered', () => {
    render(<FooterGuidePromo />);
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerOrderNow })).toHaveAttribute('href', FOOTER_LINKS.order);
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerViewOnline })).toHaveAttribute('href', FOOTER_LINKS.viewOnline);
  });

  it('shows the guide and other brochures once the order form set guideOrdered', () => {
    window.localStorage.setItem(GUIDE_ORDERED_KEY, '1');
    render(<FooterGuidePromo />);
    expect(screen.queryByRole('link', { name: SHELL_MESSAGES.footerOrderNow })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerViewGuide })).toHaveAttribute('href', FOOTER_LINKS.viewOnline);
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerBrochures })).toHaveAttribute('href', FOOTER_LINKS.brochures);
  });
});

describe('footer newsletter box', () => {
  it('links to /subscribe until the footer nears the screen, then loads the form', async () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    });
    render(<LazyFooterNewsletter />);
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerNewsletterLink })).toHaveAttribute('href', '/subscribe');
    act(() => notify([{ isIntersecting: true }]));
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
