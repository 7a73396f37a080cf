import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { getDb, openDb, prepareDb, type Db } from '@/lib/db/client';
import { idpKeys } from '@/lib/db/schema';
import { getSigningKey, KEY_LOCK } from '@/lib/idp/keys';

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

// Several copies of the site share one PostgreSQL database. PGlite belongs to one process, so the
// start race only exists on PostgreSQL (CI's second run, with TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresOnly = onPostgres ? test : test.skip;
if (!onPostgres)
  console.info('start-lock: the two-copy start test needs PostgreSQL (TEST_DATABASE_URL); skipped on PGlite');

postgresOnly(
  'two copies that start together on an empty database both migrate and seed it once, without an error',
  async () => {
    const databaseUrl = process.env.DATABASE_URL as string;
    const copies = [await openDb({ databaseUrl }), await openDb({ databaseUrl })];
    try {
      const results = await Promise.allSettled(copies.map((copy) => prepareDb(copy)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const db = copies[0]!.db;
      expect(await count(db, 'counties')).toBe(67);
      const [{ n: duplicateCities } = { n: -1 }] = (
        (await db.execute(sql`select count(*)::int - count(distinct slug)::int as n from cities`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(duplicateCities).toBe(0);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  },
  120_000,
);

test('copies asking for the signing key at the same moment create one key and all sign with it', async () => {
  const db = await getDb();
  const others = onPostgres ? [await openDb({ databaseUrl: process.env.DATABASE_URL as string })] : [];
  try {
    const handles = [db, ...others.map((o) => o.db)];
    const keys = await Promise.all(Array.from({ length: 6 }, (_, i) => getSigningKey(handles[i % handles.length]!)));
    expect(await count(db, 'idp_keys')).toBe(1);
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
  } finally {
    await Promise.all(others.map((o) => o.close()));
  }
  // The first read migrates and seeds, and each racer makes an RSA key pair: slow on a busy machine.
}, 120_000);

async function keyRow(kid: string, createdAt = new Date()) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    createdAt,
    publicJwk: { ...(await exportJWK(publicKey)), kid },
    privateJwk: { ...(await exportJWK(privateKey)), kid },
  };
}

// Racers rarely meet inside the few milliseconds of a transaction, so the race above seldom tests
// the lock itself; this one holds it as a copy storing its new key would.
postgresOnly(
  'a copy that finds another copy storing the first key waits for it, then signs with that key',
  async () => {
    const db = await getDb();
    await db.delete(idpKeys);
    const other = await openDb({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      const held = await keyRow('held-by-another-copy');
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const storing = other.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select pg_advisory_xact_lock(${KEY_LOCK})`));
        locked();
        await released;
        await tx.insert(idpKeys).values(held);
      });
      await isLocked;
      let finished = false;
      const waiter = getSigningKey(db).finally(() => (finished = true));
      // Until the waiter queues on the lock, or (without the lock) makes a key of its own. Advisory
      // locks belong to a database, and other test files' databases share the server.
      const queued = async () => {
        const result = await db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
      };
      while (!finished && !(await queued())) await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      await storing;
      expect((await waiter).kid).toBe('held-by-another-copy');
      expect(await count(db, 'idp_keys')).toBe(1);
    } finally {
      await other.close();
    }
  },
  60_000,
);

test('with several keys stored, every copy signs with the oldest one, then the lowest kid', async () => {
  const db = await getDb();
  await db.delete(idpKeys);
  const yesterday = new Date(Date.now() - 86_400_000);
  // Stored newest first, so that a read without an order would find the wrong one.
  for (const r of [await keyRow('c-newest'), await keyRow('b-old', yesterday), await keyRow('a-old', yesterday)]) {
    await db.insert(idpKeys).values(r);
  }
  for (let i = 0; i < 3; i += 1) expect((await getSigningKey(db)).kid).toBe('a-old');
}, 60_000);
