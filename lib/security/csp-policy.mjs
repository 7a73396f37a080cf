// No imports: lib/cache/handler.mjs (loaded by Node as it is, outside the TypeScript build) builds
// the policy of each cached page with this module, and the proxy builds the others with it too.

/** The hosts Google's Maps JavaScript API needs (developers.google.com/maps/documentation/javascript/content-security-policy). */
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
  ],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** Where next-auth's social sign-in forms redirect to (form-action applies to those redirects). */
const SOCIAL_SIGN_IN = {
  AUTH_GOOGLE_ID: 'https://accounts.google.com',
  AUTH_FACEBOOK_ID: 'https://www.facebook.com',
  AUTH_APPLE_ID: 'https://appleid.apple.com',
};

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';

/**
 * The environment variables the policy reads (NODE_ENV aside): a page cached with its policy is
 * kept only where these are the same (lib/cache/site-scope.mjs).
 */
export const CSP_ENVIRONMENT_KEYS = [
  'NEXT_PUBLIC_GOOGLE_MAPS_API_KEY',
  'NEXT_PUBLIC_MAP_TILE_URL',
  'NEXT_PUBLIC_GALLERY_SCRIPT_URL',
  'NEXT_PUBLIC_SEARCH_WIDGET_SCRIPT_URL',
  'MEDIA_TRANSFORMS',
  'MEDIA_BASE_URL',
  'MEDIA_FALLBACK_URL',
  'NEWSLETTER_API_URL',
  'ALERTS_API_URL',
  'FEEDBACK_API_URL',
  ...Object.keys(SOCIAL_SIGN_IN),
];

function originOf(url) {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png becomes a host source. */
function tileHost(template) {
  if (!template || template.startsWith('/')) return [];
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return [];
  return [`${match[1]}${match[2].replace(/\{[a-z]+\}/gi, '*')}`];
}

const unique = (values) => [...new Set(values)];

/**
 * Per-visitor pages run scripts only with this request's nonce ('strict-dynamic' lets those scripts
 * load their own chunks). A cached page was rendered with no request, so its HTML has no nonce:
 * its policy names the hash of each inline script the framework wrote into it, computed once when
 * the page entered the cache (lib/cache/page-policy.mjs), and its script files by origin, each
 * tag carrying an integrity hash. Neither policy ever allows 'unsafe-inline'.
 */
function scriptSources(nonce, scriptHashes, dev) {
  const devEval = dev ? ["'unsafe-eval'"] : [];
  if (nonce) return ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...devEval];
  return ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...devEval];
}

/**
 * The Content-Security-Policy for one response: by nonce when `nonce` is given, else by the
 * `scriptHashes` ('sha256-…') of the page's inline scripts (none: no inline script runs).
 * Third-party hosts appear only when the environment turns their feature on.
 */
export function buildCsp({ nonce = null, scriptHashes = [], env }) {
  const dev = env.NODE_ENV === 'development';
  const maps = env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? GOOGLE_MAPS : undefined;
  const widgets = [
    ...originOf(env.NEXT_PUBLIC_GALLERY_SCRIPT_URL),
    ...originOf(env.NEXT_PUBLIC_SEARCH_WIDGET_SCRIPT_URL),
  ];
  // With MEDIA_TRANSFORMS=cdn the browser fetches ButterCMS photos from its CDN (lib/media/picture.ts).
  const butterCdn = env.MEDIA_TRANSFORMS === 'cdn' ? ['https://cdn.buttercms.com'] : [];
  const media = [...originOf(env.MEDIA_BASE_URL), ...originOf(env.MEDIA_FALLBACK_URL), ...butterCdn];
  const services = [
    ...originOf(env.NEWSLETTER_API_URL),
    ...originOf(env.ALERTS_API_URL),
    ...originOf(env.FEEDBACK_API_URL),
  ];
  const socialForms = Object.keys(SOCIAL_SIGN_IN)
    .filter((key) => env[key])
    .map((key) => SOCIAL_SIGN_IN[key]);

  const directives = [
    ['default-src', ["'self'"]],
    // React needs eval only in development, for its server error stacks.
    ['script-src', [...scriptSources(nonce, scriptHashes, dev), ...(maps?.script ?? []), ...widgets]],
    // Server-rendered style attributes and the toast and map libraries' injected <style> tags
    // cannot carry a nonce; styles cannot run code, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps?.style ?? []), ...widgets]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        ...media,
        ...tileHost(env.NEXT_PUBLIC_MAP_TILE_URL),
        ...(maps?.img ?? []),
        ...widgets,
      ],
    ],
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'", 'data:', ...(maps?.font ?? [])]],
    ['connect-src', ["'self'", ...services, ...(maps?.connect ?? []), ...widgets]],
    ['frame-src', [YOUTUBE_EMBED, ...(maps?.frame ?? []), ...widgets]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...socialForms]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (!dev && (env.SITE_URL ?? '').startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
