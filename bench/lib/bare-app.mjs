// A bare Next.js app (one static page, nothing else) built with the same next and react as the
// site, in the same run: the floor every measure of the site is compared with.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BIN, ROOT } from './server.mjs';

export const BARE_DIR = path.join(ROOT, 'bench', 'out', 'bare-app');

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true }, null, 2),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  // Its own, empty: without one, a build inside the site's folder loads the site's instrumentation
  // (which migrates the site's database and fails here).
  'instrumentation.js': 'export function register() {}\n',
  'app/layout.jsx':
    "export const metadata = { title: 'Bare' };\n" +
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return (<main><h1>Hello</h1></main>);\n}\n',
  // The site renders per request (CSP nonces), so the floor is shown for a per-request page too.
  'app/dynamic/page.jsx':
    "import { connection } from 'next/server';\nexport default async function Page() {\n  await connection();\n  return (<main><h1>Hello</h1></main>);\n}\n",
  'app/api/health/route.js':
    "export const dynamic = 'force-static';\nexport function GET() { return Response.json({ status: 'ok' }); }\n",
};

function version(pkg) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Builds the bare app (again when `fresh`, else only if no build for these versions is there). */
export function ensureBareApp({ fresh = false } = {}) {
  const stamp = `next ${version('next')}, react ${version('react')}`;
  const stampFile = path.join(BARE_DIR, '.built-with');
  if (!fresh && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp)
    return { dir: BARE_DIR, stamp };
  fs.rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(BARE_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(BARE_DIR, file), text);
  }
  const env = { ...process.env };
  delete env.NEXT_DIST_DIR;
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: BARE_DIR,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the bare app did not build:\n${result.stdout}\n${result.stderr}`);
  fs.writeFileSync(stampFile, stamp);
  return { dir: BARE_DIR, stamp };
}
