import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The content specs against a server whose database first gets the page fixtures, so every kind
// of detail page is checked even before the seed data lands. Build first into NEXT_DIST_DIR, then:
// NEXT_DIST_DIR=.next-pages E2E_PORT=3105 npx playwright test -c tests/pages/e2e.config.ts
const port = Number(process.env.E2E_PORT ?? 3105);
const dir = process.env.E2E_PGLITE_DIR ?? '.data/pages-e2e';

export default defineConfig({
  ...base,
  testDir: '../e2e',
  testMatch: ['routes.spec.ts', 'pages-a11y.spec.ts'],
  outputDir: '/tmp/pages-e2e-results',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `rm -rf ${dir} && PGLITE_DIR=${dir} npx tsx tests/pages/support/seed-dev.ts ${process.env.FIXTURES_ONLY ? '--fixtures-only' : ''} && PGLITE_DIR=${dir} PORT=${port} HOSTNAME=127.0.0.1 node server.mjs`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
