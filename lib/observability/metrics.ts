import { count, eq, gt, min } from 'drizzle-orm';
import client from 'prom-client';
import type { Pool } from 'pg';
import { getDb } from '@/lib/db/client';
import { idpUsers, mailOutbox } from '@/lib/db/schema';

// The app's gauges, on the registry the server entry serves at /metrics (lib/server/metrics.mjs):
// each is read when /metrics is asked, so an idle server queries nothing.

const registry = client.register;

function gauge(
  name: string,
  help: string,
  collect: (this: client.Gauge) => Promise<void> | void,
  labelNames: string[] = [],
) {
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({ name, help, labelNames, registers: [registry], collect });
}

/** The mail queue's depth and the age of its oldest mail, and how many accounts sign-in has locked. */
export function registerAppMetrics(): void {
  gauge('mail_queue_depth', 'Mails waiting to be sent (pending in the outbox).', async function () {
    const db = await getDb();
    const [row] = await db.select({ depth: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    this.set(row?.depth ?? 0);
  });
  gauge(
    'mail_queue_oldest_age_seconds',
    'Age of the oldest mail still waiting to be sent (0 when none).',
    async function () {
      const db = await getDb();
      const [row] = await db
        .select({ oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      this.set(Math.max(0, (Date.now() - oldest) / 1000));
    },
  );
  gauge('sign_in_locks', 'Accounts locked now after too many failed sign-ins.', async function () {
    const db = await getDb();
    const [row] = await db.select({ locked: count() }).from(idpUsers).where(gt(idpUsers.lockedUntil, new Date()));
    this.set(row?.locked ?? 0);
  });
  if (!registry.getSingleMetric('process_cpu_seconds_total')) client.collectDefaultMetrics({ register: registry });
}

/** The PostgreSQL pool's connections: total, idle, and requests waiting for one. */
export function observePool(pool: Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>): void {
  registry.removeSingleMetric('db_pool_connections');
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
