import { NextRequest } from 'next/server';
import { GET } from '@/app/api/session/route';
import { addFavourites } from '@/lib/favourites/database';
import { placeGuideOrder } from '@/lib/guide-orders';
import { GuideOrderSchema } from '@/lib/guide-orders/schema';
import { ensureVisitor } from '@/lib/visitors';
import { makeLocation } from '../trips/fixtures';
import { call } from '../support/api';
import { inRequestScope, signedInSession } from '../support/session-scope';

// Cached pages show no per-visitor data; the one session endpoint brings all of it after hydration:
// the hearts (favourite ids) and whether the guide promotion should hide (docs/SECURITY.md, "Nonces and rendering").

async function sessionAs(cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const request = new NextRequest('http://localhost:3000/api/session', { headers });
  return inRequestScope(request, () => call(GET, { url: '/api/session', headers }));
}

const order = (email: string) =>
  GuideOrderSchema.parse({
    first_name: 'Kayla',
    last_name: 'Reed',
    email,
    address: '1 Beach Blvd',
    city: 'Gulf Shores',
    state: 'AL',
    zip: '36542',
    interests: '{Beaches}',
  });

describe('GET /api/session, the per-visitor parts of cached pages', () => {
  it('brings each user their own favourite ids and whether a guide was ordered to their address', async () => {
    const stamp = Date.now();
    const [emailA, emailB] = [`parts-a-${stamp}@example.com`, `parts-b-${stamp}@example.com`];
    const [a, b] = [await signedInSession(emailA), await signedInSession(emailB)];
    await ensureVisitor(a.userId, emailA);
    await ensureVisitor(b.userId, emailB);
    const [one, two] = [await makeLocation(), await makeLocation()];
    await addFavourites(a.userId, [one.id, two.id]);
    await placeGuideOrder(order(emailA.toUpperCase()));

    const forA = await sessionAs(a.cookie);
    const forB = await sessionAs(b.cookie);
    expect(forA.headers.get('cache-control')).toBe('private, no-store');
    expect(forA.body).toMatchObject({ signedIn: true, favouriteIds: [one.id, two.id], guideOrdered: true });
    expect(forB.body).toMatchObject({ signedIn: true, favouriteIds: [], guideOrdered: false });
  }, 120_000);

  it('tells an anonymous visitor whether this browser ordered the guide, and nothing else', async () => {
    expect((await sessionAs()).body).toEqual({
      signedIn: false,
      firstTrips: [],
      favouriteIds: [],
      guideOrdered: false,
    });
    const ordered = await sessionAs('guideOrdered=1');
    expect(ordered.body).toEqual({ signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: true });
    expect(ordered.headers.get('cache-control')).toBe('private, no-store');
  });
});
