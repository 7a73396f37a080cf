import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from '@/instrumentation';
import { authSecret, MISSING_SECRET_REASON, refuseToStartWithoutSecret } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';
import { rememberEnv } from '../support/env';

// The embedded default keeps a secret of its own beside its data; a production server on a shared
// database refuses to start without AUTH_SECRET (docs/SECURITY.md, "Accounts and sessions").

const ROOT = process.cwd();
// Restored key by key: replacing process.env itself breaks later suites in the same worker.
const TOUCHED = ['AUTH_SECRET', 'DATABASE_URL', 'PGLITE_DIR', 'NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME'] as const;
const restoreEnv = rememberEnv(TOUCHED);
const env = process.env as Record<string, string | undefined>;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-secret-'));
  delete process.env.AUTH_SECRET;
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = path.join(dir, 'pglite');
  resetEnvCache();
});

afterEach(() => {
  restoreEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** authSecret() as a freshly started server process sees it. */
function secretOfNewProcess(env: Record<string, string | undefined>): Promise<string> {
  const script = "import('./lib/auth/secret.ts').then((m) => console.log((m.authSecret ?? m.default.authSecret)()))";
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}`))));
  });
}

describe('the session secret of an install with nothing configured', () => {
  test('is made on first start, kept beside the database with mode 0600, and differs between installs', () => {
    const first = authSecret();
    const file = path.join(dir, 'auth-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);

    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'session-secret-'));
    process.env.PGLITE_DIR = path.join(other, 'pglite');
    resetEnvCache();
    const second = authSecret();
    fs.rmSync(other, { recursive: true, force: true });
    expect(second).not.toBe(first);
  });

  test('is the same after a restart, and the same for several processes starting at once', async () => {
    const secrets = await Promise.all(
      [1, 2, 3, 4].map(() => secretOfNewProcess({ PGLITE_DIR: process.env.PGLITE_DIR })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await secretOfNewProcess({ PGLITE_DIR: process.env.PGLITE_DIR })).toBe(secrets[0]);
    expect(fs.readdirSync(dir).sort()).toEqual(['auth-secret']);
  }, 60_000);

  test('AUTH_SECRET, when set, is used and nothing is written', () => {
    process.env.AUTH_SECRET = 'an operator chose this secret, long enough';
    resetEnvCache();
    expect(authSecret()).toBe('an operator chose this secret, long enough');
    expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  test('on a filesystem without hard links, the server fails with what the filesystem said, and leaves no stray file', () => {
    // The one thing stood in for is the operating system's answer to link(2).
    const refusal = Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
    const link = jest.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw refusal;
    });
    try {
      expect(() => authSecret()).toThrow(refusal);
    } finally {
      link.mockRestore();
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('`next build` writes no secret', () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(authSecret()).toHaveLength(43);
    expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });
});

describe('a production server on a shared database without AUTH_SECRET', () => {
  beforeEach(() => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/postgres';
    env.NODE_ENV = 'production';
    resetEnvCache();
  });

  test('refuses to start, with a one-line reason', async () => {
    // process.exit ends the start there; so does this stand-in, before anything else starts.
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exited');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.NEXT_RUNTIME = 'nodejs';
    await expect(register()).rejects.toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith(`[auth] ${MISSING_SECRET_REASON}`);
    expect(MISSING_SECRET_REASON).not.toContain('\n');
    expect(() => authSecret()).toThrow(MISSING_SECRET_REASON);
    exit.mockRestore();
    error.mockRestore();
  });

  test('starts when AUTH_SECRET is set', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    process.env.AUTH_SECRET = 'shared by every server on this database';
    resetEnvCache();
    refuseToStartWithoutSecret();
    expect(exit).not.toHaveBeenCalled();
    expect(authSecret()).toBe('shared by every server on this database');
    exit.mockRestore();
  });

  test('`npm start` says why and stops before building', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: dir,
      env: { PATH: process.env.PATH, DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`[auth] ${MISSING_SECRET_REASON}`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
