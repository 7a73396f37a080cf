import { ZodError } from 'zod';
import { describeError, log } from '@/lib/observability/log';
import { isDatabaseUnreachable } from '@/lib/db/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db/messages';

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

/** Turns any thrown value into a JSON response; nothing escapes as a stack trace. */
export function toErrorResponse(error: unknown): Response {
  let body: ApiErrorBody;
  const headers = new Headers();
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
  // Every 503 (the database or the Main API away) says when to try again.
  if (body.error.status === 503) headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return Response.json(body, { status: body.error.status, headers });
}
