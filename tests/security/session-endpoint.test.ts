import { NextRequest } from 'next/server';
import { GET } from '@/app/api/session/route';
import { MY_TRIPS_MENU_COUNT } from '@/lib/constants';
import { createTrip } from '@/lib/trips';
import { ensureVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

// GET /api/session carries the per-visitor parts of cached pages: it must never be cached, and
// each visitor sees only their own trips (Plan Your Trip -> My Trips, docs/SPEC.md section 2.4).

async function sessionAs(cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const request = new NextRequest('http://localhost:3000/api/session', { headers });
  return inRequestScope(request, () => call(GET, { url: '/api/session', headers }));
}

describe('GET /api/session', () => {
  it('tells an anonymous visitor they are signed out, and is not cacheable', async () => {
    const answer = await sessionAs();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: false });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives each signed-in user their own first trips, newest first, and is not cacheable', async () => {
    const a = await signedInSession(`session-a-${Date.now()}@example.com`);
    const b = await signedInSession(`session-b-${Date.now()}@example.com`);
    // A trip's owner is a visitor row, made at first sign-in by the site.
    await ensureVisitor(a.userId, 'session-a@example.com');
    await ensureVisitor(b.userId, 'session-b@example.com');
    const names = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
    for (const name of names)
      await createTrip(a.userId, { owner: a.userId, name, locations: [], routing, tripInfo: [] });
    await createTrip(b.userId, { owner: b.userId, name: 'Only B', locations: [], routing, tripInfo: [] });

    const forA = await sessionAs(a.cookie);
    const forB = await sessionAs(b.cookie);
    expect(forA.headers.get('cache-control')).toBe('private, no-store');
    expect(forB.headers.get('cache-control')).toBe('private, no-store');
    expect(forA.body.signedIn).toBe(true);
    expect(forA.body.firstTrips.map((t: { name: string }) => t.name)).toEqual(
      names.slice().reverse().slice(0, MY_TRIPS_MENU_COUNT),
    );
    expect(forB.body.firstTrips.map((t: { name: string }) => t.name)).toEqual(['Only B']);
  }, 120_000);
});
