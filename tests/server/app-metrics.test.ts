import client from 'prom-client';
import { getDb } from '@/lib/db/client';
import { idpUsers, mailOutbox } from '@/lib/db/schema';
import { observePool, registerAppMetrics } from '@/lib/observability/metrics';

// What an operator reads at /metrics from the app itself: the mail queue, sign-in locks, the pool.
beforeAll(() => getDb(), 180_000);

/** The value of one unlabelled (or labelled) series in the registry's text. */
async function sample(series: string): Promise<number> {
  const text = await client.register.metrics();
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return Number(line?.split(' ')[1]);
}

it('counts the mails waiting, the age of the oldest, and the accounts locked now', async () => {
  registerAppMetrics();
  const depth = await sample('mail_queue_depth');
  const locks = await sample('sign_in_locks');
  const db = await getDb();
  await db.insert(mailOutbox).values({
    to: 'visitor@example.com',
    subject: 'Your guide',
    text: 'On its way.',
    createdAt: new Date(Date.now() - 90_000),
  });
  await db.insert(idpUsers).values([
    {
      sub: 'locked-1',
      email: 'locked@example.com',
      passwordHash: 'x',
      status: 'CONFIRMED',
      lockedUntil: new Date(Date.now() + 60_000),
    },
    {
      sub: 'was-locked',
      email: 'free@example.com',
      passwordHash: 'x',
      status: 'CONFIRMED',
      lockedUntil: new Date(Date.now() - 60_000),
    },
  ]);
  expect(await sample('mail_queue_depth')).toBe(depth + 1);
  expect(await sample('mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
  expect(await sample('sign_in_locks')).toBe(locks + 1);
});

it("reports the PostgreSQL pool's connections by state", async () => {
  observePool({ totalCount: 5, idleCount: 2, waitingCount: 1 });
  expect(await sample('db_pool_connections{state="total"}')).toBe(5);
  expect(await sample('db_pool_connections{state="idle"}')).toBe(2);
  expect(await sample('db_pool_connections{state="waiting"}')).toBe(1);
});
