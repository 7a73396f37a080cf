// One production build for all benchmarks, in its own folder; rebuilt when missing or when
// FORCE_BUILD=1 (run before final measures so the numbers are for the code as it stands).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BIN, ROOT } from './server.mjs';

export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';

export function ensureBuild(distDir = BENCH_DIST_DIR) {
  if (!process.env.FORCE_BUILD && fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) return distDir;
  console.log(`building the site into ${distDir} ...`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return distDir;
}

/** Prepares a bench database (migrate, seed, sign a token); env names PGLITE_DIR or DATABASE_URL. */
export function prepareDb(env, args = []) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/lib/prepare-db.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`preparing the bench database failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
