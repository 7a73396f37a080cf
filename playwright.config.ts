import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium, with the flags it needs as root on a machine with no outside network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests/e2e',
  // The photo spec needs a build pointed at the test media server and records given its photos:
  // scripts/ci/images.sh makes both and names them in PHOTO_RECORDS; the plain suite leaves it out.
  testIgnore: process.env.PHOTO_RECORDS ? [] : ['**/photos.spec.ts'],
  timeout: 60_000,
  // Two browsers at once on the machine's two cores: spec files are shared out between them, and the
  // tests inside one file run in order, as some files' tests build on each other. E2E_WORKERS=1
  // runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    // Requests a service worker makes are not seen by page.route, so a test that stubs a response
    // would get the real one after a reload under the site's worker. Only the offline tests, which
    // are about the worker, let it run (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: `PORT=${port} HOSTNAME=127.0.0.1 node server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The tests read codes from /dev/mailbox, which a production build serves only when asked.
    // One JSON line per request would bury the test report; warnings and errors still show.
    env: { LOG_LEVEL: 'warn', ...(process.env as Record<string, string>), MAIL_OUTBOX_PAGE: '1' },
  },
});
