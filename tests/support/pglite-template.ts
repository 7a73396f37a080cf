import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_KEY, type Db, type PgliteTemplate } from '@/lib/db/client';

// Migrating and seeding a fresh in-memory PGlite takes about two seconds, paid by every test file
// and, under mutation testing, by every mutant. The result depends only on the migrations, the
// seed and what the seed reads, so it is made once, dumped to a file named after a hash of those
// inputs, and each file's database starts from that copy (PGlite's loadDataDir, about 0.3 s).
// A change to any input names a new file; the old one is never read again.

const root = process.cwd();
const INPUTS = [
  'lib/db',
  'lib/constants.ts',
  'public/geo/alabama-counties.json',
  'node_modules/@electric-sql/pglite/package.json',
];

function listFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((name) => listFiles(path.join(target, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('@/lib/db/schema');
  const { prepareDb } = await import('@/lib/db/client');
  const client = new PGlite();
  // The same migrate-and-seed a served database runs, on a client whose data folder can be dumped.
  const db = drizzle(client, { schema }) as unknown as Db;
  await prepareDb({ db, driver: 'pglite', close: () => client.close(), exclusive: (task) => task() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

let pending: Promise<Blob> | undefined;

const template: PgliteTemplate = async () => {
  // A site in front of a Main API seeds only its own content: that database is built the slow way.
  if (process.env.MAIN_API_URL) return undefined;
  pending ??= (async () => {
    const file = path.join(tmpdir(), `alabama-pglite-${inputsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await buildTemplate();
    // Written under another name and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pending;
};

/** Makes every in-memory database this test file opens through getDb() start from the seeded copy. */
export function installPgliteTemplate(): void {
  (globalThis as { [PGLITE_TEMPLATE_KEY]?: PgliteTemplate })[PGLITE_TEMPLATE_KEY] = template;
}
