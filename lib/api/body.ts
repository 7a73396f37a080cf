import { ApiError, badRequest } from './errors';
import { MAX_BODY_BYTES } from './body-limit';

export { MAX_BODY_BYTES };
export const BODY_TOO_LARGE_MESSAGE = `The request body must be at most ${MAX_BODY_BYTES / 1024 / 1024} MB.`;

const tooLarge = () => new ApiError(413, BODY_TOO_LARGE_MESSAGE, 'body');

/** Whether an error is the refusal of a body over MAX_BODY_BYTES (for callers that answer in their own shape). */
export const isBodyTooLarge = (error: unknown): boolean => error instanceof ApiError && error.status === 413;

/**
 * The body as text, reading at most MAX_BODY_BYTES: a declared or actual size over it is a 413.
 * Content-Length alone is not trusted (a chunked body has none), so the stream is counted too.
 */
export async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body parsed as JSON; a body that is not JSON is a 400 naming `body`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const raw = await readBodyText(request);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('The request body must be JSON.', 'body');
  }
}
