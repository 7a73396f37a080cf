import { GET } from '@/app/prod/cities/route';
import { getDb } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { call } from '../support/api';

describe('GET /prod/cities', () => {
  it('lists cities with id, slug and name, alphabetically', async () => {
    const db = await getDb();
    // Inserted out of order, so an unsorted answer (or an empty one) fails.
    await db.insert(cities).values(
      ['Tuscaloosa', 'Auburn', 'Mobile', 'Huntsville', 'Dothan'].map((name) => ({
        slug: `zz-${name.toLowerCase()}`,
        name,
        latitude: 32,
        longitude: -86,
      })),
    );
    const { status, body } = await call(GET, { url: '/prod/cities' });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const mine = (body as { id: unknown; slug: string; name: string }[]).filter((c) => c.slug.startsWith('zz-'));
    expect(mine.map((c) => c.name)).toEqual(['Auburn', 'Dothan', 'Huntsville', 'Mobile', 'Tuscaloosa']);
    for (const city of mine) expect(Object.keys(city).sort()).toEqual(['id', 'name', 'slug']);
    const names = body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
});
