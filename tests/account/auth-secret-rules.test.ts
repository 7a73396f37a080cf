import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authSecret, embeddedSecretPath, refuseToStartWithoutSecret, sessionSecretProblem } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';
import { rememberEnv } from '../support/env';

// When a server may seal sessions, and with which key: the boundaries of lib/auth/secret.ts that
// tests/account/session-secret.test.ts does not reach (docs/SECURITY.md, "Accounts and sessions"). The operator's message is spelled
// out here, so a changed word fails.

const REASON =
  'AUTH_SECRET is required when DATABASE_URL is set in production (every server on that database must seal sessions with the same key): set AUTH_SECRET, e.g. to the output of `openssl rand -base64 32`.';

const TOUCHED = ['AUTH_SECRET', 'DATABASE_URL', 'PGLITE_DIR', 'NODE_ENV', 'NEXT_PHASE'] as const;
const restoreEnv = rememberEnv(TOUCHED);
const env = process.env as Record<string, string | undefined>;
let dir: string;
let secretFile: string;

function setEnv(values: Partial<Record<(typeof TOUCHED)[number], string>>): void {
  for (const [key, value] of Object.entries(values)) env[key] = value;
  resetEnvCache();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-rules-'));
  secretFile = path.join(dir, 'auth-secret');
  delete env.AUTH_SECRET;
  delete env.DATABASE_URL;
  delete env.NEXT_PHASE;
  env.NODE_ENV = 'test';
  env.PGLITE_DIR = path.join(dir, 'pglite');
  resetEnvCache();
});

afterEach(() => {
  restoreEnv();
  fs.rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('who must set AUTH_SECRET', () => {
  test('a production server on a shared database without it is told exactly why and how to fix it', () => {
    setEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://site@db.internal:5432/site' });
    expect(sessionSecretProblem()).toBe(REASON);
    expect(() => authSecret()).toThrow(REASON);
    expect(fs.existsSync(secretFile)).toBe(false);
  });

  test('the same server while it is running (NEXT_PHASE phase-production-server) is refused too', () => {
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      NEXT_PHASE: 'phase-production-server',
    });
    expect(sessionSecretProblem()).toBe(REASON);
  });

  test('`next build` on that configuration needs none, and gets a key that is never written down', () => {
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      NEXT_PHASE: 'phase-production-build',
    });
    expect(sessionSecretProblem()).toBeNull();
    expect(authSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('with AUTH_SECRET set, the production server starts and seals with it', () => {
    setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      AUTH_SECRET: 'the key every server on this database shares',
    });
    expect(sessionSecretProblem()).toBeNull();
    expect(authSecret()).toBe('the key every server on this database shares');
  });

  test.each(['development', 'test'])(
    'a %s server on a shared database starts without it, on a key kept beside the embedded data',
    (nodeEnv) => {
      setEnv({ NODE_ENV: nodeEnv, DATABASE_URL: 'postgres://site@db.internal:5432/site' });
      const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
      expect(sessionSecretProblem()).toBeNull();
      refuseToStartWithoutSecret();
      expect(exit).not.toHaveBeenCalled();
      expect(authSecret()).toBe(fs.readFileSync(secretFile, 'utf8'));
    },
  );

  test('a production server on its embedded database starts without it', () => {
    setEnv({ NODE_ENV: 'production' });
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    expect(sessionSecretProblem()).toBeNull();
    refuseToStartWithoutSecret();
    expect(exit).not.toHaveBeenCalled();
    expect(authSecret()).toBe(fs.readFileSync(secretFile, 'utf8'));
  });
});

describe('the key file of the embedded default', () => {
  test('sits beside the PGlite folder, as auth-secret', () => {
    setEnv({ PGLITE_DIR: '/srv/alabama/.data/pglite' });
    expect(embeddedSecretPath()).toBe('/srv/alabama/.data/auth-secret');
    setEnv({ PGLITE_DIR: '.data/pglite' });
    expect(embeddedSecretPath()).toBe(path.join(process.cwd(), '.data', 'auth-secret'));
  });

  test('is made on first start with 43 random characters, leaving nothing else behind', () => {
    const secret = authSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readdirSync(dir)).toEqual(['auth-secret']);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
    expect(authSecret()).toBe(secret);
  });

  test('a key of exactly 32 characters already there is used as it is', () => {
    const key = 'k'.repeat(31) + 'Z';
    fs.writeFileSync(secretFile, key);
    expect(authSecret()).toBe(key);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(key);
  });

  test('the key is read without the whitespace around it', () => {
    const key = 'an operator wrote this 40-char key down!';
    fs.writeFileSync(secretFile, `  ${key}\n`);
    expect(authSecret()).toBe(key);
  });

  test('a key of 31 characters is refused: the server says which file to delete', () => {
    fs.writeFileSync(secretFile, `  ${'k'.repeat(30)}Z\n`);
    expect(() => authSecret()).toThrow(`${secretFile} holds no usable secret: delete it and start again`);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(`  ${'k'.repeat(30)}Z\n`);
    expect(fs.readdirSync(dir)).toEqual(['auth-secret']);
  });

  test('an empty key file is refused the same way', () => {
    fs.writeFileSync(secretFile, '');
    expect(() => authSecret()).toThrow(`${secretFile} holds no usable secret: delete it and start again`);
  });

  test('a key file that cannot be read is an error of its own, not a reason to make a new key', () => {
    fs.mkdirSync(secretFile);
    let thrown: unknown;
    try {
      authSecret();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'EISDIR' });
  });

  test('an in-memory database gets one key for the life of the process, never written to disk', () => {
    setEnv({ PGLITE_DIR: 'memory://' });
    const first = authSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authSecret()).toBe(first);
    expect(fs.existsSync(path.join(process.cwd(), 'auth-secret'))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
