import { env } from '@/lib/env';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-site requests are not accepted.';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts this request may legitimately come from: its own Host, the proxy's forwarded host, SITE_URL's. */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  const host = request.headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  const forwarded = request.headers.get('x-forwarded-host');
  if (forwarded) for (const h of forwarded.split(',')) hosts.add(h.trim().toLowerCase());
  const fromUrl = hostOf(request.url);
  if (fromUrl) hosts.add(fromUrl);
  const site = hostOf(env().SITE_URL);
  if (site) hosts.add(site);
  return hosts;
}

/**
 * Whether a state-changing request may proceed. A browser always sends Origin on a cross-site
 * POST, PUT, PATCH or DELETE, so one that names another site is refused. A request with no Origin
 * (another server, the mobile app with its bearer token) passes: it carries no ambient cookies
 * a forger could ride on.
 */
export function isAllowedOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const originHost = origin === 'null' ? null : hostOf(origin);
  return originHost !== null && ownHosts(request).has(originHost);
}

/** Throws a 403 for a cross-site state-changing request; `route()` calls this for every handler. */
export function assertSameOrigin(request: Request): void {
  if (!isAllowedOrigin(request)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
}
