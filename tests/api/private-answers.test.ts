import { GET as autocomplete } from '@/app/api/autocomplete/route';
import { GET as listFavourites } from '@/app/api/favourites/route';
import { GET as listTrips } from '@/app/api/trips/route';
import { GET as locationDetail } from '@/app/prod/locationDetail/route';
import { callAs } from '../support/session-call';
import { signedInSession } from '../support/session-scope';

// The site's own API answers per visitor: no CDN or proxy may keep one (docs/SECURITY.md "Nonces
// and rendering"), except the suggestions, which every visitor shares for a minute.
let visitor: { cookie: string; userId: string };
beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  visitor = await signedInSession('private.answers@example.com');
}, 300_000);

describe('Cache-Control of the site API', () => {
  it.each([
    ['/api/trips', listTrips],
    ['/api/favourites', listFavourites],
  ])('%s is private and never stored, signed in or refused', async (url, handler) => {
    const mine = await callAs(visitor.cookie, handler, { url });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const refused = await callAs(undefined, handler, { url });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a shared answer shared, and the Main API its own headers', async () => {
    const shared = await callAs(undefined, autocomplete, { url: '/api/autocomplete?q=bir' });
    expect(shared.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
    const main = await callAs(undefined, locationDetail, { url: '/prod/locationDetail?id=1' });
    expect(main.headers.get('cache-control') ?? '').not.toBe('private, no-store');
  });
});
