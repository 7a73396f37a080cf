import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth';

export const { POST } = handlers;

/** next-auth's routes; the session answer leaves out the pool's tokens (the browser never holds it). */
export async function GET(request: NextRequest) {
  const response = await handlers.GET(request);
  if (!request.nextUrl.pathname.endsWith('/session') || !response.ok) return response;
  const session = (await response.json()) as Record<string, unknown> | null;
  if (session && typeof session === 'object') {
    delete session.idToken;
    delete session.pool;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(session), { status: response.status, headers });
}
