import { renderToStaticMarkup } from 'react-dom/server';
import VacationGuideSignupPage from '@/app/vacation-guide-signup/page';
import { GUIDE } from '@/components/forms/messages';
import { getSessionUser } from '@/lib/auth/session';
import { requiresSignIn } from '@/lib/auth/paths';

jest.mock('@/lib/auth/session', () => ({ getSessionUser: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));

const sessionUser = getSessionUser as jest.MockedFunction<typeof getSessionUser>;

describe('/vacation-guide-signup', () => {
  it('is one of the pages the proxy keeps for signed-in users', () => {
    expect(requiresSignIn('/vacation-guide-signup')).toBe(true);
  });

  it('sends an anonymous visitor home when checked again on the server', async () => {
    sessionUser.mockResolvedValue(null);
    await expect(VacationGuideSignupPage()).rejects.toThrow('redirect:/');
  });

  it('shows the order form with the signed-in email filled in', async () => {
    sessionUser.mockResolvedValue({ userId: 'u-1', email: 'member@example.com', idToken: 'token' });
    const html = renderToStaticMarkup(await VacationGuideSignupPage());
    expect(html).toContain(`aria-label="${GUIDE.formLabel}"`);
    expect(html).toContain('value="member@example.com"');
  });
});
