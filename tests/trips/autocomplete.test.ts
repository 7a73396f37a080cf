import { GET } from '@/app/api/autocomplete/route';
import { getDb } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { autocomplete } from '@/lib/autocomplete';
import { call } from '../support/api';
import { makeLocation } from './fixtures';

describe('place autocomplete', () => {
  it('suggests cities and places inside the state box only', async () => {
    const db = await getDb();
    const tag = `Zq${Date.now()}`;
    await db.insert(cities).values([
      { slug: `${tag.toLowerCase()}-al`, name: `${tag}ville`, latitude: 32.5, longitude: -86.5, population: 500 },
      { slug: `${tag.toLowerCase()}-ga`, name: `${tag}town`, latitude: 33.7, longitude: -84.4, population: 900 },
    ]);
    await makeLocation({ name: `${tag} Falls Park` });
    const found = await autocomplete(tag);
    expect(found.map((s) => s.label)).toEqual([`${tag}ville, AL`, `${tag} Falls Park, Selma`]);
    expect((await autocomplete(tag, 'place')).map((s) => s.kind)).toEqual(['place']);
  });

  it('answers 400 without a query', async () => {
    const { status, body } = await call(GET, { url: '/api/autocomplete?q=' });
    expect(status).toBe(400);
    expect(body.error.field).toBe('q');
  });
});
