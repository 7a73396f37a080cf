import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';

// A site in front of a remote Main API keeps only what it owns: its first start seeds its own
// content (brochures, alerts, articles...) and no places, events, road trips or geography.
beforeAll(() => {
  process.env.MAIN_API_URL = 'http://127.0.0.1:9/prod';
  resetEnvCache();
});
afterAll(() => {
  delete process.env.MAIN_API_URL;
  resetEnvCache();
});

const count = async (table: string) => {
  const result = await (await getDb()).execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

it('seeds the site\u2019s own content and none of the Main API\u2019s data', async () => {
  for (const table of ['regions', 'counties', 'cities', 'locations', 'events', 'road_trips'])
    expect([table, await count(table)]).toEqual([table, 0]);
  for (const table of ['brochures', 'alerts', 'welcome_centers']) expect(await count(table)).toBeGreaterThan(0);
});
