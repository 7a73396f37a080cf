import { NextRequest } from 'next/server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import VacationGuideSignupPage from '@/app/[locale]/vacation-guide-signup/page';
import { GUIDE } from '@/components/forms/messages';
import { requiresSignIn } from '@/lib/auth/paths';
import { intlWrapper } from '../support/intl';
import { inRequestScope, signedInSession } from '../support/session-scope';

// The page reads the real session (a next-auth cookie sealed for a user of the built-in pool),
// inside the request scope a server gives it. Only Next's router is stood in for: there is no
// browser router to mount here.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));

const pageRequest = (cookie?: string) =>
  new NextRequest('http://localhost:3000/vacation-guide-signup', { headers: cookie ? { cookie } : {} });

describe('/vacation-guide-signup', () => {
  it('is one of the pages the proxy keeps for signed-in users', () => {
    expect(requiresSignIn('/vacation-guide-signup')).toBe(true);
  });

  it('sends an anonymous visitor home when checked again on the server', async () => {
    await expect(inRequestScope(pageRequest(), () => VacationGuideSignupPage())).rejects.toThrow('redirect:/');
  });

  it('sends home a visitor whose cookie is not a session', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // next-auth logs the unreadable cookie
    await expect(
      inRequestScope(pageRequest('authjs.session-token=forged'), () => VacationGuideSignupPage()),
    ).rejects.toThrow('redirect:/');
  });

  it('shows the order form with the signed-in email filled in', async () => {
    const { cookie } = await signedInSession('guide.member@example.com');
    const page = await inRequestScope(pageRequest(cookie), () => VacationGuideSignupPage());
    const html = renderToStaticMarkup(createElement(intlWrapper('en'), null, page));
    expect(html).toContain(`aria-label="${GUIDE.formLabel}"`);
    expect(html).toContain('value="guide.member@example.com"');
  }, 120_000);
});
