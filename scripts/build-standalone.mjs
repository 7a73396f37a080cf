// The last step of `npm run build` (its postbuild): makes <distDir>/standalone the whole artefact
// an operator ships. Next leaves the browser's files out of it (a CDN may serve them), and the
// database and export commands run with tsx from the sources, which the folder does not hold: the
// files are copied in, and the commands compiled to plain JavaScript in its ops/ folder, run there
// with `node ops/db-migrate.mjs` and the like (docs/OPERATIONS.md). The build's tracing copies in
// whatever files the server might read by a path it cannot follow, sources and tests among them:
// those are removed, so that the folder holds only what runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { copyAssets, standalonePaths } from './serve-standalone.mjs';

/** The operator's commands: the source in scripts/ and the file each becomes in ops/. */
export const OPS_COMMANDS = {
  'db-migrate': 'scripts/db-migrate.ts',
  'db-seed': 'scripts/db-seed.ts',
  'orders-export': 'scripts/orders-export.ts',
};

// Installed beside server.js by the build's tracing (next.config.ts names them server externals):
// loaded from there, as the server loads them, and not bundled twice.
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg', 'pg-native', 'nodemailer'];

// What never runs: the server is compiled into the build folder, the commands into ops/.
const SOURCE_FOLDERS = [
  'app',
  'components',
  'tests',
  'bench',
  'docs',
  'tools',
  'scripts',
  '.ci',
  'coverage',
  'reports',
];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|md|tsbuildinfo)$|^tsconfig\.json$|^package-lock\.json$|\.config\.mjs$/;
// Read at run time from these folders (next.config.ts, outputFileTracingIncludes; the cache handler).
const KEPT_FOLDERS = ['node_modules', 'content', 'public', 'ops'];

/** Removes from the standalone folder the sources and tools the tracing took in; answers what it removed. */
export function pruneSources(distDir, root = process.cwd()) {
  const { dir, innerDist } = standalonePaths(distDir, root);
  const removed = [];
  const remove = (relative) => {
    fs.rmSync(path.join(dir, relative), { recursive: true, force: true });
    removed.push(relative);
  };
  for (const folder of SOURCE_FOLDERS) if (fs.existsSync(path.join(dir, folder))) remove(folder);
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!(relative === '' && (KEPT_FOLDERS.includes(entry.name) || child === innerDist.split(path.sep)[0])))
          walk(child);
      } else if (SOURCE_FILE.test(entry.name)) remove(child);
    }
  };
  walk('');
  return removed;
}

/** Compiles the operator's commands into `<standalone>/ops/<name>.mjs`. */
export async function buildOpsCommands(distDir, root = process.cwd()) {
  const { dir } = standalonePaths(distDir, root);
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(OPS_COMMANDS).map(([name, source]) => [name, path.join(root, source)]),
    ),
    outdir: path.join(dir, 'ops'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Outside React's server build, 'server-only' would throw on import; these commands are server code.
    alias: { 'server-only': path.join(root, 'node_modules', 'server-only', 'empty.js') },
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  copyAssets(distDir);
  const removed = pruneSources(distDir);
  await buildOpsCommands(distDir);
  console.log(
    `standalone: ${path.join(distDir, 'standalone')} holds the server, its files and ops/ (${Object.keys(OPS_COMMANDS).join(', ')}); ${removed.length} source files and folders left out`,
  );
}
