// `npm start`: serves the build, after building it when there is none yet (a fresh machine:
// `npm install && npm start`); a build that exists is never built again (README, "Deploying").
// The database is created, migrated and seeded by the server on its first start.
// `npm run serve:standalone` (--standalone): the same checks, then the build's standalone server;
// it never builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(distDir, 'BUILD_ID');
const port = process.env.PORT || '3000';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `npm run build` (the service worker, next build, the standalone folder), through the npm that runs us. */
function build() {
  if (process.env.npm_execpath) run(process.execPath, [process.env.npm_execpath, 'run', 'build']);
  else run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
}

// `next start` serves in production, where a shared database needs a shared session key (the
// server refuses too, in instrumentation.ts; saying so here saves a build first). The same
// sentence as MISSING_SECRET_REASON in lib/auth/secret.ts.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
if (process.env.DATABASE_URL && !process.env.AUTH_SECRET) {
  console.error(
    '[auth] AUTH_SECRET is required when DATABASE_URL is set in production (every server on that database must seal sessions with the same key): set AUTH_SECRET, e.g. to the output of `openssl rand -base64 32`.',
  );
  process.exit(1);
}

// Canonical links, og:image, JSON-LD, the sitemap and robots.txt name the site by SITE_URL, read as
// the server starts: production on a shared database must say where it is served (the same
// sentence as MISSING_SITE_URL_REASON in lib/seo/site-url.ts); a local start names itself.
if (process.env.DATABASE_URL && !process.env.SITE_URL) {
  console.error(
    '[site] SITE_URL is required when DATABASE_URL is set in production (canonical links, social cards, the sitemap and robots.txt name the site by it): set SITE_URL to the public address, e.g. https://alabama.travel.',
  );
  process.exit(1);
}
process.env.SITE_URL ||= `http://localhost:${port}`;

if (process.argv.includes('--standalone')) {
  const { serveStandalone } = await import('./serve-standalone.mjs');
  serveStandalone({ distDir, port });
} else {
  // A first start builds for this address, so its prerendered pages are served as they are; a
  // build made for another address serves too, each page rendered for this one on its first
  // request (lib/cache/site-scope.mjs). The site's server (server.mjs) runs in this process:
  // PORT, and HOSTNAME when set.
  if (!fs.existsSync(buildId)) build();
  process.env.PORT = port;
  await import(pathToFileURL(path.resolve('server.mjs')).href);
}
