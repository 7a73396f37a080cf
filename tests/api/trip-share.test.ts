import { NextRequest } from 'next/server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DELETE as stopSharing, POST as share } from '@/app/api/trips/[id]/share/route';
import { POST as invite } from '@/app/api/trips/[id]/invites/route';
import { POST as join } from '@/app/api/trips/join/route';
import { POST as createTrip } from '@/app/api/trips/route';
import SharedTripPage, { generateMetadata } from '@/app/[locale]/trip/shared/[token]/page';
import { requiresSignIn } from '@/lib/auth/paths';
import { proxy } from '@/proxy';
import { insertPlaces, type Fixtures } from '../support/fixtures';
import { intlWrapper } from '../support/intl';
import { callAs } from '../support/session-call';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

jest.mock('next-intl/server', () => jest.requireActual('../support/intl-server').englishServer);

// A read-only link: the owner makes and stops it; anyone holding it reads the trip signed out,
// with no way to change it; a stopped or unknown link is the site's 404.

type Person = { cookie: string; userId: string };
let owner: Person;
let friend: Person;
let stranger: Person;
let places: Fixtures;
let tripId: number;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  owner = await signedInSession('share.owner@example.com');
  friend = await signedInSession('share.friend@example.com');
  stranger = await signedInSession('share.stranger@example.com');
  places = await insertPlaces();
  const made = await callAs(owner.cookie, createTrip, {
    url: '/api/trips',
    method: 'POST',
    body: {
      name: 'Gulf Coast Weekend',
      locations: [places.park.slug, places.oysterBar.slug],
      routing,
      tripInfo: [
        { locationId: String(places.park.id), show: true },
        { locationId: String(places.oysterBar.id), show: true },
      ],
      startDate: '2027-03-05',
      endDate: '2027-03-06',
    },
  });
  tripId = made.body.tripId;
  const token = (
    await callAs(owner.cookie, invite, { url: `/api/trips/${tripId}/invites`, method: 'POST', id: tripId })
  ).body.token;
  await callAs(friend.cookie, join, { url: '/api/trips/join', method: 'POST', body: { token } });
}, 300_000);

const shareUrl = () => `/api/trips/${tripId}/share`;
const makeLink = (person: Person | undefined) =>
  callAs(person?.cookie, share, { url: shareUrl(), method: 'POST', id: tripId });
const stop = (person: Person, token: string) =>
  callAs(person.cookie, stopSharing, { url: shareUrl(), method: 'DELETE', id: tripId, body: { token } });

/** The shared page as a signed-out visitor gets it: its HTML, or the 404 it throws. */
async function visitSignedOut(token: string): Promise<string> {
  const request = new NextRequest(`http://localhost:3000/trip/shared/${token}`);
  const params = Promise.resolve({ token });
  const page = await inRequestScope(request, () => SharedTripPage({ params }));
  // The site's layout gives every page its language; here, English.
  return renderToStaticMarkup(createElement(intlWrapper('en'), null, page));
}
const NOT_FOUND = { digest: expect.stringContaining('404') };

describe('a read-only link', () => {
  it('is made by the owner only', async () => {
    expect((await makeLink(undefined)).status).toBe(401);
    expect((await makeLink(stranger)).status).toBe(404);
    expect((await makeLink(friend)).status).toBe(404);
    const made = await makeLink(owner);
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made.body.path).toBe(`/trip/shared/${made.body.token}`);
    expect(made.body.url).toMatch(new RegExp(`^https?://[^/]+/trip/shared/${made.body.token}$`));
  });

  it('shows the trip to a signed-out visitor, with its days, times and maps and no way to change it', async () => {
    const { token } = (await makeLink(owner)).body;
    const html = await visitSignedOut(token);
    expect(html).toContain('<h1>Gulf Coast Weekend</h1>');
    expect(html).toContain('Mar 5, 2027 to Mar 6, 2027');
    expect(html).toContain(places.park.name);
    expect(html).toContain(places.oysterBar.name);
    expect(html).toMatch(/Day 1/);
    expect(html).toMatch(/arrive about \d/);
    expect(html).toContain('https://www.google.com/maps/dir/');
    for (const editing of ['/edit-trip', '/trip/collaborate', '/api/trips', 'Edit trip', 'Invite', '<button', '<form'])
      expect(html).not.toContain(editing);
    const request = new NextRequest(`http://localhost:3000/trip/shared/${token}`);
    const metadata = await inRequestScope(request, () => generateMetadata({ params: Promise.resolve({ token }) }));
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('is stopped by the owner only, and is then the site’s 404, as is a token nobody made', async () => {
    const { token } = (await makeLink(owner)).body;
    expect((await stop(friend, token)).status).toBe(404);
    expect(await visitSignedOut(token)).toContain('Gulf Coast Weekend');
    expect(await stop(owner, token)).toMatchObject({ status: 200, body: { token, revoked: true } });
    await expect(visitSignedOut(token)).rejects.toMatchObject(NOT_FOUND);
    expect((await stop(owner, token)).status).toBe(404);
    await expect(visitSignedOut('n'.repeat(32))).rejects.toMatchObject(NOT_FOUND);
    await expect(visitSignedOut('%3Cscript%3E')).rejects.toMatchObject(NOT_FOUND);
    expect((await stop(owner, 'short')).body.error.field).toBe('token');
  });

  it('opens signed out through the proxy, kept out of search engines', async () => {
    expect(requiresSignIn('/trip/shared/abcdefghijklmnopqrstuvwx')).toBe(false);
    const response = await proxy(new NextRequest('http://localhost:3000/trip/shared/abcdefghijklmnopqrstuvwx'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const page = await proxy(new NextRequest('http://localhost:3000/trip/42/print'));
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });
});
