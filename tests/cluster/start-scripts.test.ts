import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

// `npm run db:migrate` and `db:seed` may run while copies of the site start on the same database
// (a deploy script, a second container): they take the copies' start lock (prepareDb), so none of
// them meets a half-built schema or seeds twice. PostgreSQL only (TEST_DATABASE_URL).
const adminUrl = process.env.TEST_DATABASE_URL;
const postgresOnly = adminUrl ? test : test.skip;

function runScript(script: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), script], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

postgresOnly(
  'db:seed twice and db:migrate at once on an empty database all succeed, and the seed lands once',
  async () => {
    const database = `scripts_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = Object.assign(new URL(adminUrl!), { pathname: `/${database}` }).toString();
    try {
      const results = await Promise.all([
        runScript('scripts/db-seed.ts', databaseUrl),
        runScript('scripts/db-seed.ts', databaseUrl),
        runScript('scripts/db-migrate.ts', databaseUrl),
      ]);
      expect(results.map((r) => (r.code === 0 ? 'ok' : r.output.slice(-400)))).toEqual(['ok', 'ok', 'ok']);
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const { rows } = await check.query<{ n: number }>('select count(*)::int as n from counties');
      await check.end();
      expect(rows[0]?.n).toBe(67);
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  },
  180_000,
);
