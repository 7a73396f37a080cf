import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/** Said by the server (and `npm start`) when it refuses to start; one line, with the fix. */
export const MISSING_SECRET_REASON =
  'AUTH_SECRET is required when DATABASE_URL is set in production (every server on that database must seal sessions with the same key): set AUTH_SECRET, e.g. to the output of `openssl rand -base64 32`.';

/** Why this environment may not run, or null when it may. */
export function sessionSecretProblem(): string | null {
  const e = env();
  if (e.AUTH_SECRET || !e.DATABASE_URL || e.NODE_ENV !== 'production') return null;
  // `next build` serves nothing and seals no cookie, so it needs no secret.
  return process.env.NEXT_PHASE === 'phase-production-build' ? null : MISSING_SECRET_REASON;
}

/** Where the embedded default keeps its secret: beside the PGlite folder (.data/auth-secret). */
export function embeddedSecretPath(): string {
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ env().PGLITE_DIR)), 'auth-secret');
}

function readSecret(file: string): string | null {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Reads the install's secret, creating it on first start. Several processes may start at once
 * (the server's workers, a test run beside it): each writes a candidate to a file of its own and
 * links it into place, which succeeds for one only, and every process then reads the winner.
 */
function persistedSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(candidate, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(candidate, { force: true });
  }
  const value = readSecret(file);
  if (!value) throw new Error(`${file} holds no usable secret: delete it and start again`);
  return value;
}

const bySource = new Map<string, string>();

/**
 * The key that seals the session cookie: AUTH_SECRET when set, else a random secret made on
 * first start and kept with the embedded database, so every install has its own and a restart
 * keeps its sessions. An in-memory database (tests) and `next build` get a secret that lives only
 * as long as the process: nothing a build writes may carry a key.
 */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const problem = sessionSecretProblem();
  if (problem) throw new Error(problem);
  const ephemeral = process.env.NEXT_PHASE === 'phase-production-build' || env().PGLITE_DIR.startsWith('memory://');
  const source = ephemeral ? 'memory' : embeddedSecretPath();
  let secret = bySource.get(source);
  if (!secret) {
    secret = ephemeral ? randomBytes(32).toString('base64url') : persistedSecret(source);
    bySource.set(source, secret);
  }
  return secret;
}

/** At server start: a production server on a shared database without AUTH_SECRET stops here, saying why. */
export function refuseToStartWithoutSecret(): void {
  const problem = sessionSecretProblem();
  if (!problem) return;
  console.error(`[auth] ${problem}`);
  process.exit(1);
}
