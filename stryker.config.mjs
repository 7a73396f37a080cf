// Mutation testing: the measure of whether the tests catch a regression (issue 19).
// A benchmark, not a CI step: on two shared cores a module takes minutes to an hour.
// Run one module at a time, e.g.
//   MUTATE_MODULE=feedback npm run test:mutation
// which mutates lib/feedback and runs the tests listed for it in tests/support/jest.mutation.config.mjs.
// Scores per module are kept in docs/TESTING.md.

const MODULES = ['trip-planner', 'trips', 'validation', 'idp', 'auth', 'rate-limit', 'newsletter', 'guide-orders', 'feedback', 'search', 'locations'];
const only = process.env.MUTATE_MODULE;
if (only && !MODULES.includes(only)) throw new Error(`MUTATE_MODULE must be one of ${MODULES.join(', ')}`);
// A big module (idp, auth, trip-planner: over a thousand mutants) can be run a few files at a time,
// each part keeping its own report, e.g. MUTATE_MODULE=idp MUTATE_FILES=srp,tokens; the score per
// module is added up over the newest report of each file (bench/mutation-scores.mjs).
const files = (process.env.MUTATE_FILES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
if (files.length > 0 && !only) throw new Error('MUTATE_FILES needs MUTATE_MODULE');
// A run limited to some tests (MUTATE_TESTS, see tests/support/jest.mutation.config.mjs) gives a lower
// bound; its reports say so in their name, and bench/mutation-scores.mjs marks the module's score.
const chosenTests = process.env.MUTATE_TESTS ? ['chosen-tests'] : [];
const scope = only ? [only, ...files, ...chosenTests].join('--') : 'all';
const mutate = files.length > 0 ? files.map((name) => `lib/${only}/${name}.ts`) : [only ? `lib/${only}/**/*.ts` : `lib/{${MODULES.join(',')}}/**/*.ts`];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  // Our jest runs as ESM (vm modules); the runner's child processes need the same flag.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  jest: {
    projectType: 'custom',
    configFile: 'tests/support/jest.mutation.config.mjs',
    // Only the tests that import the mutated file are run for each mutant.
    enableFindRelatedTests: true,
  },
  checkers: ['typescript'],
  // Type-checks lib/ and what it imports only, so another file's unfinished edit elsewhere in the
  // shared tree does not stop the run.
  tsconfigFile: 'tests/support/tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // A mutant that makes a test hang is detected either way; waiting a minute for each (the sign-in
  // paths have dozens) cost more than all the others together. No test takes 5 s on its own.
  timeoutMS: 20_000,
  // The first run (every listed test, with coverage per test) is slow on a loaded machine.
  dryRunTimeoutMinutes: 45,
  timeoutFactor: 2,
  incremental: true,
  incrementalFile: `bench/out/mutation/${scope}.incremental.json`,
  mutate: [...mutate, '!lib/**/*.d.ts'],
  // Build output, browser-test databases and reports are not needed in the sandbox.
  ignorePatterns: ['.next*', '.data', 'test-results', 'playwright-report', 'bench/out', 'coverage', '.swc', '*.tsbuildinfo'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `bench/out/mutation/${scope}.html` },
  jsonReporter: { fileName: `bench/out/mutation/${scope}.json` },
  // Inside an ignored folder, so a crashed run leaves nothing for git to see.
  tempDirName: 'bench/out/stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
