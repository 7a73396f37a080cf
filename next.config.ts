import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { MAX_BODY_BYTES } from './lib/api/body-limit';
import { BUILT_FOR_KEY, BUILT_WITH_KEY, pageSettingsTag, servedSiteUrl } from './lib/cache/site-scope.mjs';
import { withRunTimeSettings } from './lib/media/remote-patterns.mjs';
import {
  API_CONTENT_SECURITY_POLICY,
  API_PATH,
  STATIC_PATHS,
  staticSecurityHeaders,
} from './lib/security/static-headers';

const nextConfig: NextConfig = {
  // Each developer or test run may build into its own folder so that builds never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run serve:standalone` runs .next/standalone/server.js, a copy of the site with only the
  // files it needs (no npm install where it runs); `npm start` (next start) serves the same build.
  output: 'standalone',
  // The address the prerendered pages name (SITE_URL as the build runs, else lib/env.ts's default)
  // and a digest of the other settings they show, recorded in the build: a server for another
  // environment renders them for its own instead (lib/cache/site-scope.mjs), so one build serves
  // every environment.
  env: { [BUILT_FOR_KEY]: servedSiteUrl(), [BUILT_WITH_KEY]: pageSettingsTag() },
  // What the server reads with fs at run time, relative to its working folder, which the build's
  // tracing cannot see through a path built from process.cwd(): the migrations applied on first
  // start, the content files, the county outline, and PGlite's WebAssembly and data files.
  outputFileTracingIncludes: {
    '/**': [
      'lib/db/migrations/**/*',
      'content/**/*',
      'node_modules/us-atlas/counties-10m.json',
      'node_modules/@electric-sql/pglite/dist/*.{wasm,data}',
      // The server entry and its modules, run beside the standalone server.js (server.mjs).
      'server.mjs',
      'lib/server/*.mjs',
      'lib/media/remote-patterns.mjs',
    ],
  },
  // PROFILE_SOURCE_MAPS=1 ships browser source maps, to read a CPU profile of a production build.
  productionBrowserSourceMaps: process.env.PROFILE_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // PGlite loads its WebAssembly from its own package folder at run time, so it must not be bundled.
  // pino and prom-client are loaded once per process, shared with the server entry (server.mjs): the
  // metrics the app registers are the ones /metrics serves.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pino', 'prom-client'],
  typedRoutes: false,
  // Messages are compiled on the server (lib/i18n/compiled.ts), so next-intl formats them with the
  // runtime that has no ICU parser; in the browser, client components' next-intl is a small module
  // of ours that formats the same compiled messages (lib/i18n/browser-runtime.tsx).
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': 'use-intl/format-message/format-only',
      'next-intl': { browser: './lib/i18n/browser-runtime.tsx' },
    },
  },
  // Next's own trailing-slash redirect answers POST /idp/ (where the AWS SDK posts) and
  // /prod/visitors/ with a 308 that API clients cannot follow; proxy.ts redirects pages instead.
  skipTrailingSlashRedirect: true,
  // The proxy sees the request's URL as the router does (the server's own address), so that a
  // rewrite it makes (every page's language, a listing view) stays inside this server. Normalised,
  // the proxy's URL named localhost while the router named HOSTNAME, and Next then fetched each
  // rewritten page from itself over HTTP, running the proxy a second time.
  skipProxyUrlNormalize: true,
  // Unknown paths render app/global-not-found.tsx (the home content), so the root not-found that
  // Next sends with every page stays small.
  // sri: integrity hashes on every script file. Cached pages carry no nonce, so their policy allows
  // scripts by origin; the hashes make a changed file fail to load (docs/SECURITY.md).
  // proxyClientMaxBodySize: Next holds a copy of each body the proxy sees, 10 MB by default; the
  // handlers refuse more than 1 MB (lib/api/body.ts), so no more is kept.
  experimental: { globalNotFound: true, sri: { algorithm: 'sha256' }, proxyClientMaxBodySize: MAX_BODY_BYTES },
  // Next's cache keeps no 404 of an unknown id (lib/cache/handler.mjs). Several copies: with
  // REDIS_URL (read when the server starts) it lives in Redis, and no copy keeps a private one in
  // memory; without it, Next's own memory and disk cache, as for one copy.
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'handler.mjs'),
  // Photos (components/content/record-image.tsx) are resized by /_next/image into AVIF or WebP at the
  // widths a phone or a desktop asks for, and kept a day; SVG illustrations are served as they are.
  // The hosts they come from follow the environment (withRunTimeSettings, below).
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [256, 384],
    qualities: [75],
    minimumCacheTTL: 86_400,
  },
  // The proxy adds the security headers (and the CSP) to everything else.
  async headers() {
    const headers = Object.entries(staticSecurityHeaders(process.env.NODE_ENV)).map(([key, value]) => ({ key, value }));
    return STATIC_PATHS.map((source) => ({
      source,
      headers:
        source === API_PATH
          ? [...headers, { key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }]
          : headers,
    }));
  },
};

// next-intl reads each render's language and messages from lib/i18n/request.ts.
export default createNextIntlPlugin('./lib/i18n/request.ts')(withRunTimeSettings(nextConfig, process.env));
