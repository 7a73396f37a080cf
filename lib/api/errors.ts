import { ZodError } from 'zod';

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
export const unauthorized = (message = 'Sign-in required: send a valid bearer ID token.') =>
  new ApiError(401, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new ApiError(503, message);

export type ApiErrorBody = {
  error: { status: number; message: string; field?: string; issues?: { field: string; message: string }[] };
};

function isDatabaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '57P01' || code === '57P03' || code === 'ETIMEDOUT';
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
    console.error('[api] database unreachable', error);
    body = { error: { status: 503, message: serviceUnavailable().message } };
  } else {
    console.error('[api] unexpected error', error);
    body = { error: { status: 500, message: 'Something went wrong on our side. Please try again.' } };
  }
  return Response.json(body, { status: body.error.status });
}
