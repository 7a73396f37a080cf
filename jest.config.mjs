
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must transform to load them.
const esmPackages = ['jose', 'drizzle-orm', '@electric-sql', 'uuid', 'nanoid', 'next-auth', '@auth', '@panva', 'oauth4webapi', 'preact', 'preact-render-to-string', 'supercluster', 'kdbush'];

/** @type {import("jest").Config} */
const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
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
  const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return {
    testTimeout: 30_000,
    projects: [
      { ...server, transformIgnorePatterns },
      { ...components, transformIgnorePatterns },
    ],
  };
}

export default config;
