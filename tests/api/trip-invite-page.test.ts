import { NextRequest } from 'next/server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DELETE as revoke } from '@/app/api/trips/[id]/collaborators/route';
import { DELETE as withdraw, POST as invite } from '@/app/api/trips/[id]/invites/route';
import { POST as share } from '@/app/api/trips/[id]/share/route';
import { POST as join } from '@/app/api/trips/join/route';
import { POST as createTrip } from '@/app/api/trips/route';
import CollaboratePage from '@/app/[locale]/trip/collaborate/[id]/page';
import { intlWrapper, message } from '@/tests/support/intl';
import { callAs } from '../support/session-call';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

jest.mock('next-intl/server', () => jest.requireActual('../support/intl-server').englishServer);

const t = message('en', 'tripSharing');

// The invite page names the trip and who invited to anyone holding a live invite, signed out too;
// a used, withdrawn, expired or unknown invite, or one brought back by a revoked collaborator, gets
// a plain message and no join button. The owner's page lists open invites and read-only links.
// Only Next's router is stood in for: there is no browser router to mount here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

type Person = { cookie: string; userId: string };
let owner: Person;
let friend: Person;
let other: Person;
let tripId: number;
const OWNER_EMAIL = 'page.owner@example.com';

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  owner = await signedInSession(OWNER_EMAIL);
  friend = await signedInSession('page.friend@example.com');
  other = await signedInSession('page.other@example.com');
  const made = await callAs(owner.cookie, createTrip, {
    url: '/api/trips',
    method: 'POST',
    body: { name: 'Gulf Coast Weekend', locations: [], routing, tripInfo: [] },
  });
  tripId = made.body.tripId;
}, 300_000);

const makeInvite = async () =>
  (await callAs(owner.cookie, invite, { url: `/api/trips/${tripId}/invites`, method: 'POST', id: tripId })).body
    .token as string;
const joinAs = (person: Person, token: string) =>
  callAs(person.cookie, join, { url: '/api/trips/join', method: 'POST', body: { token } });

/** The page's HTML for this visitor (undefined: signed out). */
async function visit(person: Person | undefined, token?: string, id: number | string = tripId): Promise<string> {
  const url = `http://localhost:3000/trip/collaborate/${id}${token ? `?invite=${token}` : ''}`;
  const request = new NextRequest(url, { headers: person ? { cookie: person.cookie } : {} });
  const page = () =>
    CollaboratePage({
      params: Promise.resolve({ id: String(id) }),
      searchParams: Promise.resolve(token ? { invite: token } : {}),
    });
  // The site's layout gives every page its language; here, English.
  return renderToStaticMarkup(createElement(intlWrapper('en'), null, await inRequestScope(request, page)));
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
const invitedBy = t('invitedBy', { inviter: OWNER_EMAIL, trip: 'Gulf Coast Weekend' });

function expectClosed(html: string) {
  expect(html).toContain(t('inviteClosedTitle'));
  expect(html).toContain(t('inviteNotValid'));
  expect(html).not.toContain('Gulf Coast Weekend');
  expect(html).not.toContain(OWNER_EMAIL);
  expect(html).not.toContain('<button');
}

describe('the invite page', () => {
  it('names the trip and who invited, signed out and signed in, with the way to join', async () => {
    const token = await makeInvite();
    const signedOut = await visit(undefined, token);
    expect(text(signedOut)).toContain(invitedBy);
    expect(signedOut).toContain(t('joinButton'));
    const signedIn = await visit(friend, token);
    expect(text(signedIn)).toContain(invitedBy);
    expect(signedIn).toContain(t('join'));
  });

  it('once used, tells the next person it no longer works, and the one who joined that they plan it', async () => {
    const token = await makeInvite();
    await joinAs(friend, token);
    expectClosed(await visit(undefined, token));
    expectClosed(await visit(other, token));
    const joined = await visit(friend, token);
    expect(text(joined)).toContain(t('alreadyPlanning', { trip: 'Gulf Coast Weekend' }));
    expect(joined).toContain(`href="/trip/${tripId}"`);
  });

  it('withdrawn, brought back after a revoke, unknown or for another trip: no join button', async () => {
    const withdrawn = await makeInvite();
    await callAs(owner.cookie, withdraw, {
      url: `/api/trips/${tripId}/invites`,
      method: 'DELETE',
      id: tripId,
      body: { token: withdrawn },
    });
    expectClosed(await visit(other, withdrawn));

    const open = await makeInvite();
    expectClosed(await visit(other, open, tripId + 1));
    expectClosed(await visit(other, 'u'.repeat(32)));
    expectClosed(await visit(other, '<b>'));

    await callAs(owner.cookie, revoke, {
      url: `/api/trips/${tripId}/collaborators`,
      method: 'DELETE',
      id: tripId,
      body: { userId: friend.userId },
    });
    expectClosed(await visit(friend, open));
  });

  it('lists the owner’s open invites to withdraw and read-only links to stop', async () => {
    const token = await makeInvite();
    const link = (await callAs(owner.cookie, share, { url: `/api/trips/${tripId}/share`, method: 'POST', id: tripId }))
      .body.token as string;
    const html = await visit(owner);
    expect(html).toContain(`value="/trip/collaborate/${tripId}?invite=${token}"`);
    expect(html).toContain(`value="/trip/shared/${link}"`);
    expect(html).toMatch(/aria-label="Withdraw invite link 1, good until [^"]+"/);
    expect(html).toMatch(/aria-label="Stop sharing read-only link 1, made [^"]+"/);
    // Used and withdrawn invites are not offered.
    const used = await makeInvite();
    await joinAs(other, used);
    expect(await visit(owner)).not.toContain(used);
  });
});
