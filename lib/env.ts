import { z } from 'zod';

// Every variable is optional: with none set the site runs on its embedded defaults (docs/DESIGN.md).
const optionalUrl = z.string().url().optional();
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset, the server names itself by the port it serves on (next start sets PORT; npm start sets SITE_URL).
  SITE_URL: z
    .string()
    .url()
    .default(() => `http://localhost:${process.env.PORT || 3000}`),
  // Proxies in front of the server whose X-Forwarded-For hops are trusted (0: the socket's address).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Database
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default('.data/pglite'),
  // Connections per server process to PostgreSQL (several copies share the server's max_connections).
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Redis shared by several copies of the site: Next's cache and the invalidation bus (lib/cache).
  REDIS_URL: optionalUrl,
  // Main API
  MAIN_API_URL: optionalUrl,
  // Identity
  COGNITO_USER_POOL_ID: z.string().optional(),
  COGNITO_CLIENT_ID: z.string().optional(),
  // Another copy's built-in pool (its /idp), used instead of this copy's own when Cognito is not set.
  COGNITO_ENDPOINT: optionalUrl,
  AUTH_SECRET: z.string().optional(),
  AUTH_FACEBOOK_ID: z.string().optional(),
  AUTH_FACEBOOK_SECRET: z.string().optional(),
  AUTH_GOOGLE_ID: z.string().optional(),
  AUTH_GOOGLE_SECRET: z.string().optional(),
  AUTH_APPLE_ID: z.string().optional(),
  AUTH_APPLE_SECRET: z.string().optional(),
  // Content
  BUTTER_CMS_TOKEN: z.string().optional(),
  // Where the ButterCMS API lives; tests point it at a fake Butter server on loopback.
  BUTTER_CMS_BASE_URL: z.string().url().default('https://api.buttercms.com'),
  REVALIDATE_SECRET: z.string().optional(),
  // Mail
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Alabama Tourism <no-reply@alabama.travel>'),
  // 1 serves /dev/mailbox (every mailed code) from a production server; 0 hides it under next dev.
  MAIL_OUTBOX_PAGE: z.enum(['0', '1']).optional(),
  // Maps
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Where the Google Routes API lives (drive times with a key); tests point it at a fake on loopback.
  GOOGLE_ROUTES_BASE_URL: z.string().url().default('https://routes.googleapis.com'),
  NEXT_PUBLIC_MAP_TILE_URL: z.string().optional(),
  // Media
  MEDIA_BASE_URL: optionalUrl,
  MEDIA_FALLBACK_URL: optionalUrl,
  // cdn: photos are resized by their own CDN (ButterCMS's, MEDIA_BASE_URL's) instead of /_next/image.
  MEDIA_TRANSFORMS: z.enum(['cdn']).optional(),
  // Services whose base URLs may point elsewhere
  NEWSLETTER_API_URL: optionalUrl,
  ALERTS_API_URL: optionalUrl,
  FEEDBACK_API_URL: optionalUrl,
  // Third-party scripts, rendered only when set
  NEXT_PUBLIC_GALLERY_SCRIPT_URL: optionalUrl,
  NEXT_PUBLIC_SEARCH_WIDGET_SCRIPT_URL: optionalUrl,
});

// Cognito needs both: with one alone, sign-in would use the built-in pool while token checks went
// to Cognito, and every session would be refused.
const CheckedEnvSchema = EnvSchema.superRefine((vars, ctx) => {
  const pair = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'] as const;
  const missing = pair.filter((name) => !vars[name]);
  if (missing.length === 1)
    ctx.addIssue({
      code: 'custom',
      path: missing,
      message: `must be set with ${pair.find((name) => name !== missing[0])}`,
    });
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the site reads. */
export const ENV_KEYS = Object.keys(EnvSchema.shape) as (keyof Env)[];

let cached: Env | undefined;

/** The validated environment. A malformed value fails loudly at start rather than later. */
export function env(): Env {
  if (cached) return cached;
  const blankAsUnset = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = CheckedEnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
