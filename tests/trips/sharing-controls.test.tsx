import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteLinkMaker } from '@/components/trips/collaborate';
import { ShareLinkMaker } from '@/components/trips/share-links';
import { message } from '@/tests/support/intl';
import { WHEN_FORMAT } from '@/lib/trips/sharing-messages';

const t = message('en', 'tripSharing');
const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { ...WHEN_FORMAT, timeZone: 'America/Chicago' }).format(new Date(iso));

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

// The owner's controls on /trip/collaborate/{id}: the list changes in place, the change is
// announced, and focus goes to the section's heading when the button pressed disappears.

type Call = { url: string; method: string; body?: unknown };
let calls: Call[];

/** The site's sharing API as the browser gets it (fetch is outside the component). */
function answer(status: number, body: unknown = {}) {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body && JSON.parse(String(init.body)) });
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as typeof fetch;
}

const made = { token: 'a'.repeat(32), path: `/trip/shared/${'a'.repeat(32)}`, createdAt: '2026-11-27T20:00:00.000Z' };

describe('read-only links', () => {
  it('makes a link to copy, then stops it: the row goes, the change is announced, focus moves to the heading', async () => {
    const user = userEvent.setup();
    render(<ShareLinkMaker tripId={7} links={[]} />);
    expect(screen.getByText(t('noShareLinks'))).toBeInTheDocument();
    answer(201, { ...made, url: `http://localhost${made.path}` });
    await user.click(screen.getByRole('button', { name: t('makeShare') }));
    const label = t('shareLabel', { n: 1, made: formatWhen(made.createdAt) });
    expect(await screen.findByLabelText(label)).toHaveValue(`${window.location.origin}${made.path}`);
    expect(screen.getByRole('status')).toHaveTextContent(t('shareMade'));
    expect(calls).toEqual([{ url: '/api/trips/7/share', method: 'POST', body: undefined }]);

    answer(200, { token: made.token, revoked: true });
    await user.click(
      screen.getByRole('button', { name: t('stopSharingLabel', { n: 1, made: formatWhen(made.createdAt) }) }),
    );
    expect(await screen.findByText(t('stopped'))).toBeInTheDocument();
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('shareHeading') })).toHaveFocus();
    expect(calls).toEqual([{ url: '/api/trips/7/share', method: 'DELETE', body: { token: made.token } }]);
  });

  it('keeps the link and says so when it could not be stopped', async () => {
    const user = userEvent.setup();
    render(<ShareLinkMaker tripId={7} links={[made]} />);
    answer(503);
    await user.click(screen.getByRole('button', { name: /^Stop sharing/ }));
    expect(await screen.findByText(t('stopFailed'))).toBeInTheDocument();
    expect(screen.getAllByTestId('share-link')).toHaveLength(1);
  });
});

describe('open invites', () => {
  it('lists each unused invite with its end date; Withdraw takes it off the list', async () => {
    const user = userEvent.setup();
    const invites = ['b', 'c'].map((c) => ({
      token: c.repeat(32),
      path: `/trip/collaborate/7?invite=${c.repeat(32)}`,
      expiresAt: '2026-12-04T20:00:00.000Z',
    }));
    render(<InviteLinkMaker tripId={7} invites={invites} />);
    const rows = screen.getAllByTestId('open-invite');
    expect(rows).toHaveLength(2);
    answer(200, { token: invites[0]!.token, withdrawn: true });
    await user.click(within(rows[0]!).getByRole('button', { name: /^Withdraw/ }));
    expect(await screen.findByText(t('withdrawn'))).toBeInTheDocument();
    expect(screen.getAllByTestId('open-invite')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: t('openInvitesHeading') })).toHaveFocus();
    expect(calls).toEqual([{ url: '/api/trips/7/invites', method: 'DELETE', body: { token: invites[0]!.token } }]);
  });
});
