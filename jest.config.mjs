import vm from 'node:vm';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform to load them.
const esmPackages = [
  'jose',
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
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

/** @type {import("jest").Config} */
const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^next/root-params$': '<rootDir>/tests/support/root-params.ts',
    // As next.config.ts aliases it: messages are compiled (lib/i18n/compiled.ts).
    '^use-intl/format-message$': '<rootDir>/node_modules/use-intl/dist/esm/production/format-message/format-only.js',
  },
};

async function config() {
  const server = await createJestConfig({
    ...shared,
    displayName: 'server',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/server-setup.ts'],
  })();
  const components = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/component-setup.ts'],
  })();
  // On Node 24.9+ jest loads an ES module package natively, as ESM, even where the code requires it;
  // next/jest would compile those packages to CommonJS, which then fails as ESM ("exports is not
  // defined"), so there no package is compiled. Older Node needs them compiled. (jest-runtime
  // tells the two apart by the same vm feature.)
  const requiresEsmNatively = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';
  // Our own .mjs files (test servers such as tests/content/fake-butter.mjs) are ES modules the same way.
  const transformIgnorePatterns = requiresEsmNatively
    ? ['/node_modules/', '\\.mjs$']
    : [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return {
    testTimeout: 30_000,
    // Jest's default leaves one core of the machine's two idle; each worker has its own PGlite
    // (tests/support/pglite-template.ts), so test files do not share a database.
    maxWorkers: process.env.JEST_WORKERS ?? '100%',
    projects: [
      { ...server, transformIgnorePatterns },
      { ...components, transformIgnorePatterns },
    ],
  };
}

export default config;
