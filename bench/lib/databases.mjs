// Fresh bench databases: a PGlite folder under .data/, or a new database on a PostgreSQL server
// (BENCH_DATABASE_URL, default the local test server on 55432).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:55432/postgres';

export async function pgAvailable() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Returns { env, drop } for a fresh database of the given driver. */
export async function freshDatabase(driver, name) {
  if (driver === 'pglite') {
    const dir = path.join(ROOT, '.data', `bench-${name}-${process.pid}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      env: { PGLITE_DIR: dir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const database = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const again = new pg.Client({ connectionString: PG_ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${database} with (force)`);
      await again.end();
    },
  };
}
