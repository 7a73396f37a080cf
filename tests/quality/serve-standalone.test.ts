import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run serve:standalone` on a build folder laid out as `next build` leaves it with output:
// 'standalone'. Its server.mjs (the site's server, which the build copies in) is a stand-in that
// reports what it was given, so no build is needed: scripts/ci/standalone.sh serves a real one.
const ROOT = path.join(__dirname, '..', '..');
const SITE_URL = 'http://localhost:3000';

const REPORTER = `import fs from 'node:fs';
const here = new URL('.', import.meta.url).pathname;
console.log(JSON.stringify({
  port: process.env.PORT, pglite: process.env.PGLITE_DIR, dist: process.env.NEXT_DIST_DIR,
  publicFiles: fs.readdirSync(here + 'public').sort(),
  staticFiles: fs.readdirSync(here + '.next/static').sort(),
}));`;

let dir: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-standalone-'));
  write('.next/BUILD_ID', 'test-build');
  write('.next/static/chunks/app.js', '');
  write('.next/standalone/server.js', '');
  write('.next/standalone/server.mjs', REPORTER);
  write('.next/standalone/.next/required-server-files.json', JSON.stringify({ config: { cacheHandler: null } }));
  write('public/robots-extra.txt', '');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function serve(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--standalone'], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', SITE_URL, PORT: '3181', ...env },
    encoding: 'utf8',
  });
}

test('serves the standalone server with the public and static files beside it, and the database in the project', () => {
  const result = serve();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const seen = JSON.parse(result.stdout);
  expect(seen).toEqual({
    port: '3181',
    // server.js runs in its own folder: a relative PGlite folder would land inside the build.
    pglite: path.join(fs.realpathSync(dir), '.data', 'pglite'),
    dist: '.next',
    publicFiles: ['robots-extra.txt'],
    staticFiles: ['chunks'],
  });
});

test('a file removed from public/ is no longer served after the next start', () => {
  expect(serve().status).toBe(0);
  fs.rmSync(path.join(dir, 'public', 'robots-extra.txt'));
  write('public/new.txt', '');
  expect(JSON.parse(serve().stdout).publicFiles).toEqual(['new.txt']);
});

test("refuses, saying why, a standalone build made without the site's server", () => {
  fs.rmSync(path.join(dir, '.next', 'standalone', 'server.mjs'));
  const result = serve();
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^\[standalone\] The standalone build in .* has no server\.mjs/);
});

test('keeps an in-memory PGlite in memory', () => {
  expect(JSON.parse(serve({ PGLITE_DIR: 'memory://' }).stdout).pglite).toBe('memory://');
});

test('refuses, saying why, to serve a build that names no cache handler when REDIS_URL is set', () => {
  const result = serve({ REDIS_URL: 'redis://127.0.0.1:6399' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^\[standalone\] REDIS_URL is set, but this standalone build names no cache handler/);
  expect(result.stdout).toBe('');
  expect(fs.existsSync(path.join(dir, '.next', 'standalone', 'public'))).toBe(false);
});

test('applies the same start-time checks as npm start: no shared database without AUTH_SECRET', () => {
  const result = serve({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^\[auth\] AUTH_SECRET is required/);
  expect(result.stdout).toBe('');
});

test('serves a build made for another address as it is: serving never builds', () => {
  // The stand-in server.js reports and exits; a build would have needed next and taken minutes.
  const result = serve({ SITE_URL: 'https://alabama.travel' });
  expect(result.status).toBe(0);
  expect(JSON.parse(result.stdout).port).toBe('3181');
  expect(fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8')).toBe('test-build');
});

test('refuses, saying why, to serve when there is no standalone build, and does not build one', () => {
  fs.rmSync(path.join(dir, '.next', 'standalone'), { recursive: true });
  const result = serve();
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    '[standalone] No standalone server in .next/standalone/server.js: build first (npm run build).\n',
  );
  expect(fs.existsSync(path.join(dir, '.next', 'standalone'))).toBe(false);
});
