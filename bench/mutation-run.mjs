// npm run test:mutation: a StrykerJS run (stryker.config.mjs), one per module when no module is named,
// that starts from the results in the store (STORE in bench/lib/mutation-scope.mjs, outside git) and
// puts its own back, with a line in RUNS.
//   npm run test:mutation                                  every module in one run, a module at a time
//   MUTATE_MODULE=idp [MUTATE_FILES=srp,tokens] npm run test:mutation    a module, or some of its files
//   MUTATE_MODULE=trip-planner MUTATE_FILES=roads:1-60 npm run test:mutation   some lines of a file
//   npm run test:mutation -- --force                       test every mutant again, reusing nothing
// A run limited to chosen tests (MUTATE_TESTS) is a lower bound and leaves the store alone.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES, mutationScope, RUNS, STORE } from './lib/mutation-scope.mjs';
import {
  everyModuleRun,
  mergeRun,
  readStore,
  sameSource,
  withinLines,
  withLock,
  writeJsonAtomically,
} from './lib/mutation-store.mjs';
import { ROOT } from './lib/server.mjs';

const scope = mutationScope();
const store = path.resolve(ROOT, STORE);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const startedAt = new Date();
const commit = git('rev-parse', '--short', 'HEAD');
// Results from a tree with uncommitted changes to the code or its tests say so.
const CODE = ['lib', 'tests', 'app', 'stryker.config.mjs'];
const uncommitted = git('status', '--porcelain', '--', ...CODE) !== '';
/** Whether the code or its tests differ between two commits (a commit of results or docs alone does not count). */
const codeChanged = (from, to) => from !== to && git('diff', '--name-only', from, to, '--', ...CODE) !== '';
const readRuns = () =>
  fs.existsSync(path.resolve(ROOT, RUNS)) ? JSON.parse(fs.readFileSync(path.resolve(ROOT, RUNS), 'utf8')) : [];
const minutesSince = (start) => Math.round((Date.now() - start.getTime()) / 6000) / 10;

if (!scope.module && !scope.chosenTests) process.exit(await runEveryModule());

/**
 * The run of every module is a run of each in turn, with its own tests (MODULE_TESTS in
 * tests/support/jest.mutation.config.mjs): the tests each of its mutants meets in a run of its own
 * module, so every stored result can be reused. Stryker over all modules at once gives every mutant
 * every module's tests, and it tests a mutant that was not killed again whenever a test that is new
 * to it covers it: on 2026-11-27 that was 919 of 4,680 mutants, 325 of them static, hours of work.
 * Each module's run goes into the store as it ends; the whole is recorded as one run, scope `all`,
 * once the last has ended.
 */
async function runEveryModule() {
  const partOf = startedAt.toISOString();
  for (const moduleName of MODULES) {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, MUTATE_MODULE: moduleName, MUTATION_PART_OF: partOf },
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    if (code !== 0) {
      console.error(
        `The run of ${moduleName} failed, so the run of every module stops here. The modules before it are in the store, each as a run of its own.`,
      );
      return code ?? 1;
    }
  }
  await withLock(store, () => {
    const runs = readRuns();
    runs.push(
      everyModuleRun(runs, {
        partOf,
        commit,
        uncommitted,
        force: process.argv.includes('--force'),
        minutes: minutesSince(startedAt),
        codeChanged,
      }),
    );
    fs.writeFileSync(path.resolve(ROOT, RUNS), `${JSON.stringify(runs, null, 1)}\n`);
  });
  console.log(`Every module run, one after another; recorded as one run in ${RUNS}.`);
  return 0;
}

const report = path.join(ROOT, `bench/out/mutation/${scope.name}.incremental.json`);

if (!scope.chosenTests && fs.existsSync(store)) {
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.copyFileSync(store, report);
}

let reused;
const stryker = spawn(path.join(ROOT, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
stryker.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const match = /(\d+) of (\d+) mutant result\(s\) are reused/.exec(String(chunk).replace(/\x1b\[[0-9;]*m/g, ''));
  if (match) reused = Number(match[1]);
});
const code = await new Promise((resolve) => stryker.on('close', resolve));

if (code === 0 && !scope.chosenTests) {
  const run = JSON.parse(fs.readFileSync(report, 'utf8'));
  const counts = {};
  const files = Object.keys(run.files).filter(scope.covers).sort();
  for (const file of files) {
    const lines = scope.linesOf(file);
    for (const { status, location } of run.files[file].mutants)
      if (!lines || withinLines(location, lines)) counts[status] = (counts[status] ?? 0) + 1;
  }
  await withLock(store, () => {
    const before = readStore(store);
    // For a file run in part, the lines run and whether the rest of its stored results still hold
    // (they do not when the file changed since): bench/mutation-scores.mjs tells whole files from parts.
    const parts = Object.fromEntries(
      files
        .filter((file) => scope.linesOf(file))
        .map((file) => [file, { lines: scope.linesOf(file), restKept: sameSource(before, run, file) }]),
    );
    writeJsonAtomically(store, mergeRun(before, run, scope.covers, scope.linesOf));
    const runs = readRuns();
    runs.push({
      scope: scope.name,
      commit,
      uncommitted,
      force: process.argv.includes('--force'),
      startedAt: startedAt.toISOString(),
      minutes: minutesSince(startedAt),
      reused: reused ?? 0,
      counts,
      files,
      ...(Object.keys(parts).length > 0 && { parts }),
      ...(process.env.MUTATION_PART_OF && { partOf: process.env.MUTATION_PART_OF }),
    });
    fs.writeFileSync(path.resolve(ROOT, RUNS), `${JSON.stringify(runs, null, 1)}\n`);
  });
  console.log(`Results of ${files.length} file(s) kept in ${STORE}; the run is recorded in ${RUNS}.`);
}
process.exit(code ?? 1);
