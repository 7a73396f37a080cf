// `npm run serve:standalone` (scripts/start.mjs --standalone, after the same start-time checks as
// `npm start`): serves the build's standalone copy with the site's server, .next/standalone/server.mjs
// (the build copies it there beside Next's own server.js). Next leaves the
// browser's files out of that copy (a CDN may serve them), so they are copied in beside it first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Said when REDIS_URL is set but the build has no cache handler to use it: one made before every
 * build named lib/cache/handler.mjs (which picks Redis or Next's own cache as the server starts).
 */
export const REDIS_NEEDS_REBUILD =
  "REDIS_URL is set, but this standalone build names no cache handler (it was made by an older version of the site), and a standalone server's cache handler is fixed when it is built: build again (npm run build), or Next's cache stays inside this process.";

/** The paths of a build's standalone copy; `distDir` is NEXT_DIST_DIR, relative to the project. */
export function standalonePaths(distDir, root = process.cwd()) {
  const dir = path.join(root, distDir, 'standalone');
  // Inside the copy the build folder keeps its name relative to the project (.next, .next-e2e).
  const innerDist = path.relative(root, path.resolve(root, distDir));
  return {
    dir,
    server: path.join(dir, 'server.mjs'),
    nextServer: path.join(dir, 'server.js'),
    innerDist,
    innerDistPath: path.join(dir, innerDist),
  };
}

/** Copies public/ and the build's static files into the standalone copy, where the server serves them. */
export function copyAssets(distDir, root = process.cwd()) {
  const { dir, innerDistPath } = standalonePaths(distDir, root);
  for (const [from, to] of [
    [path.join(root, 'public'), path.join(dir, 'public')],
    [path.join(root, distDir, 'static'), path.join(innerDistPath, 'static')],
  ]) {
    // Replaced, not merged: a file deleted from public/ must not keep being served.
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
}

/** Why this build may not be served with this environment, or null. */
export function standaloneProblem(distDir, env = process.env, root = process.cwd()) {
  const { dir, nextServer, innerDistPath } = standalonePaths(distDir, root);
  if (!fs.existsSync(nextServer))
    return `No standalone server in ${path.relative(root, nextServer)}: build first (npm run build).`;
  // The build copies the site's server (server.mjs, lib/server/) into the folder (next.config.ts).
  if (!fs.existsSync(path.join(dir, 'server.mjs')))
    return `The standalone build in ${path.relative(root, dir)} has no server.mjs (it was made by an older version of the site): build again.`;
  const manifest = JSON.parse(fs.readFileSync(path.join(innerDistPath, 'required-server-files.json'), 'utf8'));
  if (env.REDIS_URL && !manifest.config?.cacheHandler) return REDIS_NEEDS_REBUILD;
  return null;
}

/**
 * The environment of the standalone server. server.js runs in its own folder, so relative paths
 * that name data (the PGlite folder and its session secret) are made absolute from the project:
 * the same database as `npm start`, and nothing kept inside a folder the next build replaces.
 */
export function standaloneEnv(distDir, env = process.env, root = process.cwd()) {
  const pglite = env.PGLITE_DIR || '.data/pglite';
  return {
    ...env,
    PGLITE_DIR: pglite.startsWith('memory://') ? pglite : path.resolve(root, pglite),
    // The cache handler finds BUILD_ID (its keys' prefix) under NEXT_DIST_DIR in the working folder.
    NEXT_DIST_DIR: standalonePaths(distDir, root).innerDist,
  };
}

/** Serves the standalone copy until it exits; signals reach it, and its exit code becomes ours. */
export function serveStandalone({ distDir, port }) {
  const problem = standaloneProblem(distDir);
  if (problem) {
    console.error(`[standalone] ${problem}`);
    process.exit(1);
  }
  copyAssets(distDir);
  // server.js listens on PORT and HOSTNAME (every interface when unset), as `next start -p -H` does.
  const env = { ...standaloneEnv(distDir), PORT: port };
  const child = spawn(process.execPath, [standalonePaths(distDir).server], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}
