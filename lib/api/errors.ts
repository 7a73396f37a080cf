import { ZodError } from 'zod';
import { describeError, log } from '@/lib/observability/log';

/** An error whose message is safe to show to the caller, with the HTTP status it maps to. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const notFound = (what = 'Not found.') => new ApiError(404, what);
export const unauthorized = (message = 'Sign-in required: send a valid bearer ID token.') => new ApiError(401, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new ApiError(503, message);

export type ApiErrorBody = {
  error: { status: number; message: string; field?: string; issues?: { field: string; message: string }[] };
};

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
// pg reports a connection cut mid-query or a full pool by message only.
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Drizzle wraps the driver's error (its `cause`), so the whole chain is examined. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    // SQLSTATE class 08 is "connection exception".
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Turns any thrown value into a JSON response; nothing escapes as a stack trace. */
export function toErrorResponse(error: unknown): Response {
  let body: ApiErrorBody;
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    const first = issues[0] ?? { field: 'body', message: 'Invalid input.' };
    body = { error: { status: 400, message: `${first.field}: ${first.message}`, field: first.field, issues } };
  } else if (error instanceof ApiError) {
    body = { error: { status: error.status, message: error.message, ...(error.field ? { field: error.field } : {}) } };
  } else if (isDatabaseUnreachable(error)) {
    log.error(describeError(error), '[api] database unreachable');
    body = { error: { status: 503, message: serviceUnavailable().message } };
  } else {
    log.error(describeError(error), '[api] unexpected error');
    body = { error: { status: 500, message: 'Something went wrong on our side. Please try again.' } };
  }
  return Response.json(body, { status: body.error.status });
}
