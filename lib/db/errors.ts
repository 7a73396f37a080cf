import { DrizzleQueryError } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE_DIGEST } from './messages';

/**
 * The database could not be reached (a refused or dropped connection, a server shutting down, a
 * full pool, a closed PGlite). Thrown by getDb() when the database cannot be opened; a query that
 * fails the same way throws Drizzle's DrizzleQueryError around the driver's error instead.
 */
export class DatabaseUnreachableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(cause: unknown) {
    super(`the database is unreachable: ${describe(cause)}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

// Node's socket errors: the same codes come from any socket, the visitor's included.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// PostgreSQL's own: 57P01-03 an administrator or crash shutdown, 57P03 not yet accepting
// connections; SQLSTATE class 08 is "connection exception".
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
// pg reports a connection cut mid-query or a full pool by message only; PGlite a closed database.
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

function describe(error: unknown): string {
  const last = chainOf(error).at(-1) as { code?: unknown; message?: unknown } | undefined;
  const message = (typeof last?.message === 'string' ? last.message.split('\n')[0] : undefined) ?? String(last);
  return typeof last?.code === 'string' && !message.includes(last.code) ? `${last.code} ${message}` : message;
}

const isOpeningError = (link: unknown): boolean =>
  link instanceof DatabaseUnreachableError || (link as { name?: unknown } | null)?.name === 'DatabaseUnreachableError';

// Drizzle's DrizzleQueryError, known by its shape: a production build may hold several copies of
// the class (one per server bundle), so `instanceof` against the one imported here can miss.
type QueryError = Error & { query: string; params: unknown[] };
function isQueryError(link: unknown): link is QueryError {
  const { query, params, message } = (link ?? {}) as { query?: unknown; params?: unknown; message?: unknown };
  return (
    link instanceof DrizzleQueryError ||
    (typeof query === 'string' &&
      Array.isArray(params) &&
      typeof message === 'string' &&
      message.startsWith('Failed query'))
  );
}

/** Whether the error came from the database driver: a query Drizzle ran, or getDb() opening it. */
function fromTheDatabase(chain: unknown[]): boolean {
  return chain.some((link) => isQueryError(link) || isOpeningError(link));
}

function unreachable(chain: unknown[], fromDatabase: boolean): boolean {
  return chain.some((link) => {
    const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    return fromDatabase && typeof code === 'string' && SOCKET_CODES.has(code);
  });
}

/**
 * Whether a thrown error means the database is away, so the answer is 503 and not 500. A socket
 * error counts only when it came from the database: a visitor who hangs up mid-request makes Node
 * throw ECONNRESET too, and that is no outage.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const chain = chainOf(error);
  if (chain.some((link) => isOpeningError(link))) return true;
  return unreachable(chain, fromTheDatabase(chain));
}

/** The same question for an error the database driver itself gave (lib/db/client.ts asks it). */
export function isDriverErrorUnreachable(error: unknown): boolean {
  return unreachable(chainOf(error), true);
}

/** One short line for the log: the driver's code and message, never the query or its parameters. */
export function describeDatabaseError(error: unknown): string {
  return describe(error);
}

/**
 * The error to throw on: the site's DatabaseUnreachableError when `error` means the database is
 * away (its digest is what the error page reads as "temporarily unavailable"), else `error` itself.
 */
export function withOutageDigest(error: unknown): unknown {
  return isDatabaseUnreachable(error) && !(error instanceof DatabaseUnreachableError)
    ? new DatabaseUnreachableError(error)
    : error;
}
