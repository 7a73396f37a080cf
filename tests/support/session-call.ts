import { NextRequest } from 'next/server';
import { inRequestScope } from './session-scope';

type Handler = (request: NextRequest, context: { params: Promise<{ id: string }> }) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export type Answer = { status: number; body: any; headers: Headers };

/** Calls a cookie-session route handler as Next runs it: in a request scope, with this cookie (or none). */
export async function callAs(
  cookie: string | undefined,
  handler: Handler,
  options: { url: string; method?: string; body?: unknown; id?: number | string },
): Promise<Answer> {
  const headers = new Headers(cookie ? { cookie } : {});
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const request = new NextRequest(new URL(options.url, 'http://localhost:3000'), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await inRequestScope(request, () =>
    handler(request, { params: Promise.resolve({ id: String(options.id ?? '') }) }),
  );
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
