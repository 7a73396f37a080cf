// The "temporarily unavailable" page as a visitor sees it: Next sends the error's digest in the
// page and error.tsx renders the message once the page runs, so this looks in Chromium.
import { chromium } from '@playwright/test';

const HEADING = 'This page is temporarily unavailable';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export async function checkUnavailablePageInBrowser(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: HEADING }).waitFor({ timeout: 20_000 });
  } finally {
    await browser.close();
  }
}
