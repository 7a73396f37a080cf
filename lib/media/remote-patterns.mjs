// Which hosts Next's image optimizer may fetch photos from. A plain module: next.config.ts reads it
// as a build or `npm start` begins, and server.mjs as a standalone copy starts, when the build's
// recorded config is the only one there is (so a copy's own MEDIA_BASE_URL counts, not the build's).

/** ButterCMS's media CDN (lib/media/picture.ts tells its pictures apart by this host). */
export const BUTTER_CDN_HOST = 'cdn.buttercms.com';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function patternOf(base) {
  if (!base) return [];
  try {
    const url = new URL(base);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return [{ protocol, hostname: url.hostname, port: url.port, pathname: `${url.pathname.replace(/\/+$/, '')}/**` }];
  } catch {
    return [];
  }
}

/** The hosts /_next/image may fetch photos from: ButterCMS's CDN and the configured media hosts. */
export function imageRemotePatterns(environment) {
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
export function mediaOnLoopback(environment) {
  return [environment.MEDIA_BASE_URL, environment.MEDIA_FALLBACK_URL].some((base) => {
    try {
      return base !== undefined && LOOPBACK.has(new URL(base).hostname);
    } catch {
      return false;
    }
  });
}

/**
 * The parts of Next's config that follow the environment a copy runs in, over a build's recorded
 * config: the image hosts, and no in-memory page cache when Redis holds it (every copy then reads
 * the shared entries).
 */
export function withRunTimeSettings(config, environment) {
  return {
    ...config,
    ...(environment.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
    images: {
      ...config.images,
      remotePatterns: imageRemotePatterns(environment),
      dangerouslyAllowLocalIP: mediaOnLoopback(environment),
    },
  };
}
