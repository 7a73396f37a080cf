import { NextRequest } from 'next/server';

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler the way Next would, and returns status and parsed JSON body. */
export async function call<P = Record<string, string>>(
  handler: Handler<P>,
  options: {
    url?: string;
    method?: string;
    body?: unknown;
    token?: string;
    params?: P;
    headers?: Record<string, string>;
  } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const request = new NextRequest(new URL(options.url ?? '/', 'http://localhost:3000'), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
