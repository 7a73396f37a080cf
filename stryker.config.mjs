// Mutation testing: the measure of whether the tests catch a regression.
// A benchmark, not a CI step: on two shared cores a module takes minutes to an hour.
// Run it as npm run test:mutation (bench/mutation-run.mjs): every module, one after another, or one of them,
//   MUTATE_MODULE=feedback npm run test:mutation
// which mutates lib/feedback and runs the tests listed for it in tests/support/jest.mutation.config.mjs.
// Scores per module are kept in docs/TESTING.md (node bench/mutation-scores.mjs --write-docs).

import { mutationScope } from './bench/lib/mutation-scope.mjs';

// A big module (idp, auth, trip-planner: hundreds of mutants) can be run a few files at a time,
// e.g. MUTATE_MODULE=idp MUTATE_FILES=srp,tokens. bench/mutation-run.mjs (npm run test:mutation)
// starts each run from the results store (outside git, docs/TESTING.md) and puts its own back.
const scope = mutationScope();

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
  incrementalFile: `bench/out/mutation/${scope.name}.incremental.json`,
  mutate: scope.mutate,
  // Build output, browser-test databases and reports are not needed in the sandbox.
  ignorePatterns: [
    '.next*',
    '.data',
    'test-results',
    'playwright-report',
    'bench/out',
    'coverage',
    '.swc',
    '*.tsbuildinfo',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `bench/out/mutation/${scope.name}.html` },
  jsonReporter: { fileName: `bench/out/mutation/${scope.name}.json` },
  // Inside an ignored folder, so a crashed run leaves nothing for git to see.
  tempDirName: 'bench/out/stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
