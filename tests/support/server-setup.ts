import { randomBytes } from 'node:crypto';
import { closeDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { installTestDb } from './pglite-template';
import { installNativeSrpMath } from './reference-srp-math';

// The reference client's SRP on native BigInt, so that it signs in as fast on Node 24 (reference-srp-math.ts).
installNativeSrpMath();

// Each test file gets a database of its own, migrated and seeded (./pglite-template.ts): an
// in-memory PGlite by default, or, when TEST_DATABASE_URL names a PostgreSQL server (CI's second
// run), a fresh database on it.
let createdDatabase: string | undefined;

beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const { Client } = await import('pg');
    createdDatabase = `t_${randomBytes(6).toString('hex')}`;
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${createdDatabase}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${createdDatabase}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  resetEnvCache();
  // Every test file's getDb() gets a migrated and seeded database; getDb() itself never prepares one.
  installTestDb();
});

afterAll(async () => {
  await closeDb();
  const admin = process.env.TEST_DATABASE_URL;
  if (admin && createdDatabase) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${createdDatabase} with (force)`);
    await client.end();
  }
});
