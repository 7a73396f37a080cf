import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from '@/instrumentation';
import { env, resetEnvCache } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';
import { MISSING_SITE_URL_REASON } from '@/lib/seo/site-url';
import { rememberEnv } from '../support/env';

// Every link named http://localhost:3000 whatever the port. A production server on a
// shared database must be told its address; a local one names itself by its port.

const ROOT = process.cwd();
const TOUCHED = ['AUTH_SECRET', 'DATABASE_URL', 'SITE_URL', 'PORT', 'NODE_ENV', 'NEXT_RUNTIME'] as const;
const restoreEnv = rememberEnv(TOUCHED);
const vars = process.env as Record<string, string | undefined>;

afterEach(() => {
  restoreEnv();
});

test('with no SITE_URL, links name the port the server listens on', () => {
  delete vars.SITE_URL;
  vars.PORT = '3177';
  resetEnvCache();
  expect(env().SITE_URL).toBe('http://localhost:3177');
  expect(absoluteUrl('/sitemap.xml')).toBe('http://localhost:3177/sitemap.xml');
});

test('a production server on a shared database without SITE_URL refuses to start, saying why in one line', async () => {
  vars.NODE_ENV = 'production';
  vars.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/postgres';
  vars.AUTH_SECRET = 'shared by every server on this database';
  vars.NEXT_RUNTIME = 'nodejs';
  delete vars.SITE_URL;
  resetEnvCache();
  const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exited');
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(register()).rejects.toThrow('exited');
  expect(exit).toHaveBeenCalledWith(1);
  expect(error).toHaveBeenCalledWith(`[site] ${MISSING_SITE_URL_REASON}`);
  expect(MISSING_SITE_URL_REASON).not.toContain('\n');
  exit.mockRestore();
  error.mockRestore();
});

test('`npm start` on a shared database without SITE_URL says why and stops before building', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-url-'));
  try {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres',
        AUTH_SECRET: 'x'.repeat(32),
        NODE_ENV: 'production',
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`[site] ${MISSING_SITE_URL_REASON}`);
    expect(fs.readdirSync(dir)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
