import { act, render, screen } from '@testing-library/react';
import { FooterGuidePromo } from '@/components/shell/footer-guide-promo';
import { GUIDE_ORDERED_KEY } from '@/components/shell/guide-ordered';
import { LazyFooterNewsletter } from '@/components/shell/lazy-footer-newsletter';
import { SHELL_MESSAGES } from '@/lib/shell/messages';

// The promotion's names (docs/SPEC.md: Order Now, View Online) and the routes they lead to (docs/SPEC.md section 2.2), as
// literals: a changed link in the code's table must fail this test.
const ORDER = '/vacation-guide';
const VIEW_ONLINE = '/online-vacation-guide';
const BROCHURES = '/travel-guides#brochures';

jest.mock('@/components/forms/footer-newsletter', () => ({
  FooterNewsletter: () => <form aria-label="Newsletter sign-up" />,
}));

describe('footer promotion', () => {
  afterEach(() => window.localStorage.clear());

  it('offers Order Now and View Online until a guide is ordered', () => {
    render(<FooterGuidePromo />);
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', ORDER);
    expect(screen.getByRole('link', { name: 'View Online' })).toHaveAttribute('href', VIEW_ONLINE);
  });

  it('shows the guide and other brochures once the order form set guideOrdered', () => {
    window.localStorage.setItem(GUIDE_ORDERED_KEY, '1');
    render(<FooterGuidePromo />);
    expect(screen.queryByRole('link', { name: SHELL_MESSAGES.footerOrderNow })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerViewGuide })).toHaveAttribute('href', VIEW_ONLINE);
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerBrochures })).toHaveAttribute('href', BROCHURES);
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
    expect(screen.getByRole('link', { name: SHELL_MESSAGES.footerNewsletterLink })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    act(() => notify([{ isIntersecting: true }]));
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
