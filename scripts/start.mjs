// `npm start`: builds the site when there is no build yet (or it is older than the source), then serves it.
// The database is created, migrated and seeded by the server on its first start.
// `npm run serve:standalone` (--standalone): the same checks, then the build's standalone server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(distDir, 'BUILD_ID');
const port = process.env.PORT || '3000';
const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');

function run(args) {
  const result = spawnSync(process.execPath, [next, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
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

// Canonical links, og:image, JSON-LD, the sitemap and robots.txt name the site by SITE_URL, and the
// pages built ahead carry it: production on a shared database must say where it is served (the
// same sentence as MISSING_SITE_URL_REASON in lib/seo/site-url.ts); a local start names itself.
if (process.env.DATABASE_URL && !process.env.SITE_URL) {
  console.error(
    '[site] SITE_URL is required when DATABASE_URL is set in production (canonical links, social cards, the sitemap and robots.txt name the site by it): set SITE_URL to the public address, e.g. https://alabama.travel.',
  );
  process.exit(1);
}
process.env.SITE_URL ||= `http://localhost:${port}`;
// A build made for another address is made again, as its prerendered pages name that address.
const builtFor = path.join(distDir, 'site-url');
const builtForThisSite = fs.existsSync(builtFor) && fs.readFileSync(builtFor, 'utf8') === process.env.SITE_URL;

const standalone = process.argv.includes('--standalone');
// A build made before output: 'standalone' was set has no server.js to run.
const built = fs.existsSync(buildId) && (!standalone || fs.existsSync(path.join(distDir, 'standalone', 'server.js')));
if (!built || !builtForThisSite || process.env.FORCE_BUILD === '1') {
  run(['build']);
  fs.writeFileSync(builtFor, process.env.SITE_URL);
}
if (standalone) {
  const { serveStandalone } = await import('./serve-standalone.mjs');
  serveStandalone({ distDir, port });
} else {
  // The site's server (server.mjs), in this process: PORT, and HOSTNAME when set.
  process.env.PORT = port;
  await import('../server.mjs');
}
