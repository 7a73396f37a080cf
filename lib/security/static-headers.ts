// No imports: next.config.ts loads this file too, for the static files the proxy does not see.

/** Headers every response carries, whatever its content. */
export function staticSecurityHeaders(nodeEnv: string | undefined): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The trip planner may ask for the visitor's position; nothing asks for camera or microphone.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(nodeEnv === 'production'
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}

/** The paths the proxy's matcher skips; next.config gives them the static headers. */
export const STATIC_PATHS = [
  '/_next/static/:path*',
  '/_next/image',
  '/favicon.ico',
  '/images/:path*',
  '/geo/:path*',
  '/prod/:path*',
];

/**
 * The Main API answers JSON only, so it skips the proxy (no nonce to make, no page to guard) and
 * gets a policy that lets its answers load nothing and be framed nowhere.
 */
export const API_PATH = '/prod/:path*';
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
