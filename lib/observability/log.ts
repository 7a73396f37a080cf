import os from 'node:os';
import pino from 'pino';
import { currentRequest } from '@/lib/server/request-context.mjs';

// The app's log: the same JSON lines as the server entry's (lib/server/log.mjs), with the id of
// the request being served when there is one.

export const log = pino({
  base: { copy: process.env.COPY_ID || `${os.hostname()}:${process.env.PORT || '3000'}` },
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const request = currentRequest();
    return request ? { requestId: request.requestId } : {};
  },
});

type ErrorFields = { error: string; code?: string; message: string };

/**
 * An error as one line's fields, never with a query's text or parameters: a database error reports
 * the driver's code and message (drizzle's own message repeats the SQL and every parameter).
 */
export function describeError(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { error: 'Thrown', message: String(error).slice(0, 200) };
  // Duck-typed: the driver's error may come from another copy of the Error class (another bundle or realm).
  const cause =
    typeof error.cause === 'object' && error.cause !== null && 'message' in error.cause
      ? (error.cause as Error)
      : undefined;
  const fromDatabase = error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query');
  const source = fromDatabase ? (cause ?? { name: error.name, message: 'query failed' }) : error;
  const code = (source as { code?: unknown }).code ?? (error as { code?: unknown }).code;
  return {
    error: fromDatabase ? `database ${source.name}` : error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: firstLine(source.message),
  };
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
