import type { Env } from '@/lib/env';
import { BUTTER_CDN_HOST } from '@/lib/media/picture';

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
} as const;

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';

export type CspInput = {
  /** This request's nonce; null for a page served from the ISR cache (see scriptSources). */
  nonce: string | null;
  env: Pick<Env, 'NODE_ENV' | 'SITE_URL'> & Partial<Env>;
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png becomes a host source. */
function tileHost(template: string | undefined): string[] {
  if (!template || template.startsWith('/')) return [];
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return [];
  return [`${match[1]}${match[2]!.replace(/\{[a-z]+\}/gi, '*')}`];
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Per-visitor pages: scripts run only with this request's nonce ('strict-dynamic' lets those scripts
 * load their own chunks). Cached pages were rendered with no request, so their HTML has no nonce:
 * their own script files are allowed by origin (and checked by SRI hashes where the build adds
 * them), their inline bootstrap by 'unsafe-inline'. That is safe only because those pages reflect
 * nothing from the request and their content HTML is sanitised (lib/sanitize): PER_VISITOR_PATHS
 * in page-class.ts keeps every page that reflects the request on the nonce policy.
 */
function scriptSources(nonce: string | null, dev: boolean): string[] {
  const devEval = dev ? ["'unsafe-eval'"] : [];
  if (nonce === null) return ["'self'", "'unsafe-inline'", ...devEval];
  return ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...devEval];
}

/** The Content-Security-Policy for one response; third-party hosts appear only when the environment turns their feature on. */
export function buildCsp({ nonce, env }: CspInput): string {
  const dev = env.NODE_ENV === 'development';
  const maps = env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? GOOGLE_MAPS : undefined;
  const widgets = [
    ...originOf(env.NEXT_PUBLIC_GALLERY_SCRIPT_URL),
    ...originOf(env.NEXT_PUBLIC_SEARCH_WIDGET_SCRIPT_URL),
  ];
  // With MEDIA_TRANSFORMS=cdn the browser fetches ButterCMS photos from its CDN (lib/media/picture.ts).
  const butterCdn = env.MEDIA_TRANSFORMS === 'cdn' ? [`https://${BUTTER_CDN_HOST}`] : [];
  const media = [...originOf(env.MEDIA_BASE_URL), ...originOf(env.MEDIA_FALLBACK_URL), ...butterCdn];
  const services = [
    ...originOf(env.NEWSLETTER_API_URL),
    ...originOf(env.ALERTS_API_URL),
    ...originOf(env.FEEDBACK_API_URL),
  ];
  const socialForms = (Object.keys(SOCIAL_SIGN_IN) as (keyof typeof SOCIAL_SIGN_IN)[])
    .filter((key) => env[key])
    .map((key) => SOCIAL_SIGN_IN[key]);

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // React needs eval only in development, for its server error stacks.
    ['script-src', [...scriptSources(nonce, dev), ...(maps?.script ?? []), ...widgets]],
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
  if (!dev && env.SITE_URL.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
