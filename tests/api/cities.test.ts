import { GET } from '@/app/prod/cities/route';
import { call } from '../support/api';

describe('GET /prod/cities', () => {
  it('lists cities with id, slug and name, alphabetically', async () => {
    const { status, body } = await call(GET, { url: '/prod/cities' });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const names = body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
});
