import { NextResponse } from 'next/server';
import { CROSS_ORIGIN_MESSAGE } from './origin';

/**
 * The host Next compares a server action's Origin with: the first X-Forwarded-Host, else Host
 * (next/dist/server/app-render/action-handler.js, parseHostHeader).
 */
function actionHost(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('host'))?.toLowerCase() ?? null;
}

/**
 * Whether this is a server action posted from another site. Next refuses one itself, but as a 500
 * (and a malformed Origin makes it throw), so the proxy answers 403 first by the same rule: the
 * Origin's host must be the host the request came to. No Origin passes, as Next lets it: a
 * browser always sends one on a cross-site POST.
 */
export function isForeignServerAction(request: Request): boolean {
  if (request.method.toUpperCase() !== 'POST' || !request.headers.has('next-action')) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return originHost === '' || originHost !== actionHost(request);
}

export function foreignServerActionResponse(): NextResponse {
  return NextResponse.json({ error: { status: 403, message: CROSS_ORIGIN_MESSAGE } }, { status: 403 });
}
