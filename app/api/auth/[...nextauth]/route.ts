import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth';

/** The session answer (GET, and POST for updates) leaves out the pool's tokens: the browser never holds them. */
async function withoutTokens(request: NextRequest, response: Response): Promise<Response> {
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

export async function GET(request: NextRequest) {
  return withoutTokens(request, await handlers.GET(request));
}

export async function POST(request: NextRequest) {
  return withoutTokens(request, await handlers.POST(request));
}
