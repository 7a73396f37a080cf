import { getShellAlerts } from '@/lib/alerts/cached';
import { closeDb, getDb } from '@/lib/db/client';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/db/messages';
import { getNavigation } from '@/lib/navigation';

// The shell's menus and alerts while the database is away: the page fails with the unavailable
// digest (503 and the unavailable page; a cached page keeps its last good copy) rather than
// rendering, and being cached, without its menus or crisis banner (docs/OPERATIONS.md).

// Next's data cache needs a running server; here each cached read goes straight to the database.
jest.mock('next/cache', () => ({
  ...jest.requireActual<object>('next/cache'),
  unstable_cache: <F>(load: F) => load,
}));

beforeAll(async () => {
  await getDb();
}, 120_000);

test('with the database up, the menus list places and road trips', async () => {
  const navigation = await getNavigation();
  expect(navigation.roadTrips.length).toBeGreaterThan(0);
  expect(navigation.regions.length).toBeGreaterThan(0);
});

// Stopping the database in process is PGlite's close(); on PostgreSQL (CI's second run) the same
// outage is made by stopping the server under a running copy (scripts/ci/outage.sh).
const onPglite = !process.env.TEST_DATABASE_URL;

(onPglite ? test : test.skip)(
  'with the database stopped, the menus and the alerts fail the page as unavailable',
  async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await ((await getDb()) as unknown as { $client: { close: () => Promise<void> } }).$client.close();
    await expect(getNavigation()).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    await expect(getShellAlerts()).rejects.toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });
    // The database back (a fresh seeded one) before the suite's own teardown closes it.
    await closeDb().catch(() => undefined);
    await getDb();
  },
  120_000,
);
