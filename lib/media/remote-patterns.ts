import { BUTTER_CDN_HOST } from './picture';

type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function patternOf(base: string | undefined): RemotePattern[] {
  if (!base) return [];
  try {
    const url = new URL(base);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return [{ protocol, hostname: url.hostname, port: url.port, pathname: `${url.pathname.replace(/\/+$/, '')}/**` }];
  } catch {
    return [];
  }
}

/**
 * The hosts /_next/image may fetch photos from: ButterCMS's CDN and the configured media hosts
 * (read when the site is built, as Next bakes its image settings into the build).
 */
export function imageRemotePatterns(environment: NodeJS.ProcessEnv): RemotePattern[] {
  return [
    { protocol: 'https', hostname: BUTTER_CDN_HOST, port: '', pathname: '/**' },
    ...patternOf(environment.MEDIA_BASE_URL),
    ...patternOf(environment.MEDIA_FALLBACK_URL),
  ];
}

/**
 * Next refuses to fetch from a private address; the tests' and benches' media server listens on
 * loopback, so a media host there (never a production one) is allowed.
 */
export function mediaOnLoopback(environment: NodeJS.ProcessEnv): boolean {
  return [environment.MEDIA_BASE_URL, environment.MEDIA_FALLBACK_URL].some((base) => {
    try {
      return base !== undefined && LOOPBACK.has(new URL(base).hostname);
    } catch {
      return false;
    }
  });
}
