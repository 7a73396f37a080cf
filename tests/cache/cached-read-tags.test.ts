import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
// Every module that declares a cached read: loading them fills the registry.
import '@/lib/navigation';
import '@/lib/alerts/cached';
import { cachedReads, TABLES_OF_TAG, tagsForTables } from '@/lib/cache/cached-read';
import { TAGS, type CacheTag } from '@/lib/constants';
import { getDb } from '@/lib/db/client';

// An editor's webhook names a tag (POST /api/revalidate); a cached read is dropped only if it
// carries that tag. Rather than trust each read's list by eye, every cached read is run here on
// the seeded database, the tables its SQL names are collected, and its tags must cover every
// webhook tag those tables belong to (lib/cache/cached-read.ts, TABLES_OF_TAG).

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

function tablesNamedIn(statement: string): string[] {
  return [...statement.matchAll(/\b(?:from|join|update|into)\s+"([a-z_]+)"/gi)].map((m) => m[1]!);
}

async function tablesReadBy(load: (...args: never[]) => Promise<unknown>, args: readonly unknown[]): Promise<string[]> {
  const client = ((await getDb()) as unknown as { $client: Queryable }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    await (load as (...a: unknown[]) => Promise<unknown>)(...args);
    // PGlite is handed the SQL text; node-postgres a query config whose `text` holds it.
    const textOf = (statement: unknown) =>
      typeof statement === 'string' ? statement : ((statement as { text?: string } | undefined)?.text ?? '');
    return [...new Set(spy.mock.calls.flatMap(([statement]) => tablesNamedIn(textOf(statement))))].sort();
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  await getDb();
}, 120_000);

test('the code declares its cached reads (the header menus and the alerts among them)', () => {
  expect(cachedReads.map((read) => read.name)).toEqual(
    expect.arrayContaining(['header-navigation', 'shell-alerts', 'shell-crisis']),
  );
});

describe.each(cachedReads.map((read) => [read.name, read] as const))('cached read %s', (_name, read) => {
  test('carries the webhook tag of every table it reads', async () => {
    const tables = await tablesReadBy(read.load, read.exampleArgs);
    expect(tables.length).toBeGreaterThan(0);
    const needed = tagsForTables(tables);
    expect({ tables, tags: [...read.tags].sort() }).toEqual({ tables, tags: expect.arrayContaining(needed) });
  });
});

test('the header menus read the places and road trips, so both webhooks reach them', async () => {
  const navigation = cachedReads.find((read) => read.name === 'header-navigation')!;
  const needed = tagsForTables(await tablesReadBy(navigation.load, []));
  expect(needed).toEqual(expect.arrayContaining<CacheTag>([TAGS.locations, TAGS.roadTrips]));
});

test('every table a webhook tag names exists, so no tag silently covers nothing', async () => {
  const rows = await (
    await getDb()
  ).execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  const existing = new Set((rows.rows as { table_name: string }[]).map((r) => r.table_name));
  for (const tables of Object.values(TABLES_OF_TAG)) for (const table of tables) expect(existing).toContain(table);
  expect(Object.keys(TABLES_OF_TAG).sort()).toEqual(Object.values(TAGS).sort());
});

test('no cached read bypasses the registry (unstable_cache or "use cache" elsewhere)', () => {
  const allowed = new Set(['lib/cache/cached-read.ts', 'lib/security/render-tags.ts']);
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|tsx|mjs)$/.test(entry)) {
        const text = readFileSync(file, 'utf8');
        const relative = path.relative(process.cwd(), file);
        if (/unstable_cache\(|['"]use cache['"]/.test(text) && !allowed.has(relative)) offenders.push(relative);
      }
    }
  };
  for (const dir of ['lib', 'app', 'components']) walk(path.join(process.cwd(), dir));
  expect(offenders).toEqual([]);
});
