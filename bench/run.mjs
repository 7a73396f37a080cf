// `npm run bench`: runs every benchmark in turn (loopback only, each bounded in time).
// Add a benchmark by adding its script to this list.
import { spawnSync } from 'node:child_process';

const BENCHMARKS = [
  'bench/main-api.mjs',
  'bench/load.mjs',
  'bench/cache.mjs',
  'bench/crash-durability.mjs',
  'bench/lighthouse.mjs',
  'bench/trip-editor.mjs',
];

let failed = 0;
for (const script of BENCHMARKS) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
