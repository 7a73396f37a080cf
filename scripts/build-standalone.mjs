// The last step of `npm run build` (its postbuild): makes <distDir>/standalone the whole artefact
// an operator ships. Next leaves the browser's files out of it (a CDN may serve them), and the
// database and export commands run with tsx from the sources, which the folder does not hold: the
// files are copied in, and the commands compiled to plain JavaScript in its ops/ folder, run there
// with `node ops/db-migrate.mjs` and the like (docs/OPERATIONS.md).
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
  await buildOpsCommands(distDir);
  console.log(
    `standalone: ${path.join(distDir, 'standalone')} holds the server, its files and ops/ (${Object.keys(OPS_COMMANDS).join(', ')})`,
  );
}
