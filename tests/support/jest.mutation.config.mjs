import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

// The jest config Stryker runs (stryker.config.mjs): the server project of jest.config.mjs alone,
// as one project (Stryker's per-test coverage needs its own test environment, which it cannot put
// into a multi-project config), limited to the tests of the module being mutated (MUTATE_MODULE),
// so the initial run on two shared cores takes minutes, not an hour.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The test files that exercise each lib/ module, directly or through its route handlers. */
export const MODULE_TESTS = {
  feedback: ['tests/feedback/feedback-api.test.ts'],
  newsletter: ['tests/forms/newsletter-api.test.ts'],
  'rate-limit': ['tests/forms/rate-limit.test.ts', 'tests/forms/newsletter-api.test.ts'],
  'guide-orders': [
    'tests/forms/guide-order-api.test.ts',
    'tests/forms/orders-export.test.ts',
    'tests/forms/vacation-guide-signup.test.ts',
  ],
  search: ['tests/search/*.test.ts'],
  locations: [
    'tests/api/locations.test.ts',
    'tests/api/places.test.ts',
    'tests/api/events.test.ts',
    'tests/api/answer-cache.test.ts',
    'tests/locations/*.test.ts',
    'tests/seed/seed-reads.test.ts',
  ],
  validation: [
    'tests/validation/*.test.ts',
    'tests/quality/bad-input.test.ts',
    'tests/api/*.test.ts',
    'tests/forms/*-api.test.ts',
    'tests/feedback/feedback-api.test.ts',
  ],
  trips: [
    'tests/trips/*.test.ts',
    'tests/api/trips*.test.ts',
    'tests/api/trip-routes*.test.ts',
    'tests/security/session-endpoint.test.ts',
  ],
  'trip-planner': ['tests/trips/*.test.ts', 'tests/api/trips*.test.ts', 'tests/api/trip-routes*.test.ts'],
  idp: [
    'tests/account/idp-*.test.ts',
    'tests/account/session-*.test.ts',
    'tests/api/bearer-keys.test.ts',
    'tests/cluster/start-lock.test.ts',
  ],
  auth: ['tests/account/*.test.ts', 'tests/api/bearer-keys.test.ts', 'tests/forms/vacation-guide-signup.test.ts'],
};

const esmPackages = [
  'jose',
  'drizzle-orm',
  '@electric-sql',
  'uuid',
  'nanoid',
  'next-auth',
  '@auth',
  '@panva',
  'oauth4webapi',
  'preact',
  'preact-render-to-string',
  'supercluster',
  'kdbush',
];

/**
 * MUTATE_TESTS=a,b (globs) runs only those tests instead of the module's list: a quick lower bound
 * for a few files (a mutant those tests kill is killed by the whole list; one that survives them
 * may not survive it). A score measured this way says so in docs/TESTING.md.
 */
const chosenTests = (process.env.MUTATE_TESTS ?? '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);

export default async function config() {
  const wanted = process.env.MUTATE_MODULE;
  // `npm run test:mutation` runs one module at a time (bench/mutation-run.mjs). Stryker started
  // without a module (by hand) mutates them all and runs every module's tests for each mutant.
  const tests =
    chosenTests.length > 0
      ? chosenTests
      : wanted
        ? MODULE_TESTS[wanted]
        : [...new Set(Object.values(MODULE_TESTS).flat())];
  if (wanted && !tests)
    throw new Error(
      `MUTATE_MODULE=${wanted}: no tests listed for it in ${path.relative(root, fileURLToPath(import.meta.url))}`,
    );
  const server = await nextJest({ dir: root })({
    rootDir: root,
    testEnvironment: 'node',
    testMatch: tests.map((glob) => `<rootDir>/${glob}`),
    setupFilesAfterEnv: ['<rootDir>/tests/support/server-setup.ts'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    },
  })();
  return { ...server, testTimeout: 20_000, transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`] };
}
