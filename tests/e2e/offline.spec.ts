import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { OFFLINE_TEXT } from '../../lib/offline/messages';
import { signedInPage } from './support/trip-users';

// docs/OFFLINE.md as a traveller meets it: an installable site whose saved trips open with no signal,
// whose other pages show the offline page, whose offline edits sync when the signal returns, and
// whose saved trips go at sign-out. Playwright applies setOffline to the service worker as well.

// The worker is what these tests are about (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const routing = {
  begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
  end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
};
const STOPS = ['vulcan-park-and-museum', 'alabama-state-capitol'];

type TripJson = {
  name: string;
  locations: string[];
  routing: unknown;
  tripInfo: unknown[];
  startDate: string | null;
  endDate: string | null;
  version: number;
};

async function makeTrip(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/trips', {
    data: { name, locations: STOPS, routing, tripInfo: [], startDate: '2027-05-01', endDate: '2027-05-02' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

const serverTrip = async (page: Page, tripId: number) =>
  (await (await page.request.get(`/api/trips/${tripId}`)).json()) as TripJson;

/**
 * The worker registers after load and claims the pages open when it activates. A page whose
 * navigation began just before that (the worker was registered on the sign-in page) is not one of
 * them: CI saw it active with the page uncontrolled, three times in 2026-11. Such a page is
 * controlled from its next navigation, as a visitor's would be, so it is loaded again. A page left
 * uncontrolled even so says how far its worker got.
 */
async function waitForWorker(page: Page) {
  const controlled = async () => {
    const state = await page.evaluate(async () => ({
      controlled: Boolean(navigator.serviceWorker.controller),
      active: Boolean((await navigator.serviceWorker.getRegistration())?.active),
    }));
    if (!state.controlled && state.active) await page.reload();
    return state.controlled;
  };
  try {
    await expect.poll(controlled, { timeout: 30_000 }).toBe(true);
  } catch (error) {
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const state = (w: ServiceWorker | null | undefined) => w && `${w.state} ${w.scriptURL}`;
      return {
        page: location.href,
        registration: registration && {
          scope: registration.scope,
          installing: state(registration.installing),
          waiting: state(registration.waiting),
          active: state(registration.active),
        },
      };
    });
    throw new Error(`${error instanceof Error ? error.message : error}\nThe page's worker: ${JSON.stringify(worker)}`);
  }
}

/** Saves the trip open in the page for offline use, keeping every progress message shown. */
async function saveForOffline(page: Page): Promise<string[]> {
  // The control and its status appear once the page has read what this device already keeps.
  await expect(page.getByTestId('offline-status')).toBeAttached();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progress: string[] }).progress = seen;
    const status = document.querySelector('[data-testid="offline-status"]')!;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.getByRole('button', { name: OFFLINE_TEXT.save }).click();
  await expect(page.getByTestId('offline-status')).toHaveText(/^Saved on this device \(\d+(\.\d)? (KB|MB)\)\.$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: OFFLINE_TEXT.remove })).toBeVisible();
  return page.evaluate(() => (window as unknown as { progress: string[] }).progress);
}

test('the manifest passes Chromium\u2019s installability check', async ({}, testInfo) => {
  // Chromium never offers to install from an incognito window, which every new context is: a
  // profile on disk, as a visitor's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'offline-profile-'));
  const { baseURL, launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      icons: { purpose: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a saved trip reloads offline with its stops, map and stop pages; an unsaved page shows the offline page; sign-out removes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, request, 'offline');
  const tripId = await makeTrip(page, 'Iron and Capitol');
  await page.goto(`/trip/${tripId}`);
  await waitForWorker(page);
  const progress = await saveForOffline(page);
  // "Saving 7 of 12": counted up to the whole, which grows once the pages name their pictures and files.
  expect(progress.some((p) => /^Saving \d+ of \d+$/.test(p))).toBe(true);
  const last = progress
    .filter((p) => p.startsWith('Saving'))
    .at(-1)!
    .match(/^Saving (\d+) of (\d+)$/)!;
  expect(last[1]).toBe(last[2]);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Iron and Capitol' })).toBeVisible();
  await expect(page.getByTestId('itinerary-stop')).toHaveCount(2);
  await expect(page.getByTestId('static-map')).toHaveAttribute('data-drawn', /[1-9]/);
  await expect(page.locator('img[src="/geo/alabama-counties.svg"]')).toHaveJSProperty('complete', true);
  expect(
    await page.locator('img[src="/geo/alabama-counties.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await page.getByTestId('itinerary-stop').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/places-to-go\/vulcan-park-and-museum$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vulcan');

  await page.goto('/trails');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.offlineTitle })).toBeVisible();
  await expect(page.getByTestId('saved-trips').getByRole('link', { name: 'Iron and Capitol' })).toHaveAttribute(
    'href',
    `/trip/${tripId}`,
  );

  await page.context().setOffline(false);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('trip-'))))
    .toEqual([]);
  await page.context().setOffline(true);
  await page.goto(`/trip/${tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.offlineTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.offlineNone)).toBeVisible();
  await page.context().setOffline(false);
});

test('a saved trip follows the session: with the cookies cleared, offline, the trip is not on this device', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, request, 'offline-session');
  const tripId = await makeTrip(page, 'Cahaba Lilies');
  await page.goto(`/trip/${tripId}`);
  await waitForWorker(page);
  await saveForOffline(page);

  // An expired session, or cookies cleared: the browser keeps no session, and no signal.
  await page.context().clearCookies();
  await page.context().setOffline(true);
  await page.goto(`/trip/${tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.offlineTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT.offlineNone)).toBeVisible();
  await expect(page.getByText('Cahaba Lilies')).toHaveCount(0);
  expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('trip-')))).toEqual([]);
  await page.context().setOffline(false);
});

test('an edit made offline is kept on the device, survives a reload, and syncs when the signal returns; a change made meanwhile merges with it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, request, 'offline-edit');
  const tripId = await makeTrip(page, 'Magic City Weekend');
  await page.goto(`/trip/${tripId}`);
  await waitForWorker(page);
  await saveForOffline(page);
  await page.goto(`/edit-trip?id=${tripId}`);

  await page.context().setOffline(true);
  await page.getByLabel('Trip name').fill('Magic City Long Weekend');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(OFFLINE_TEXT.queued);
  expect((await serverTrip(page, tripId)).name).toBe('Magic City Weekend');
  await page.reload();
  await expect(page.getByLabel('Trip name')).toHaveValue('Magic City Long Weekend');
  await expect(page.getByTestId('editor-status')).toHaveText(OFFLINE_TEXT.queued);

  await page.context().setOffline(false);
  await expect(page.getByTestId('editor-status')).toHaveText('Trip saved.');
  expect(await serverTrip(page, tripId)).toMatchObject({ name: 'Magic City Long Weekend', version: 2 });

  // Offline again; meanwhile a fellow planner renames the trip. Back online, the reorder and the
  // rename touch different things, so they merge and save without asking.
  await page.context().setOffline(true);
  // The trip's two days hold a stop each: up once moves the Capitol onto day 1, up again before Vulcan Park.
  await page.getByRole('button', { name: 'Move Alabama State Capitol up' }).click();
  await page.getByRole('button', { name: 'Move Alabama State Capitol up' }).click();
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(OFFLINE_TEXT.queued);
  const { locations, routing: route, tripInfo, startDate, endDate, version } = await serverTrip(page, tripId);
  const meanwhile = { name: 'Renamed Meanwhile', locations, routing: route, tripInfo, startDate, endDate, version };
  expect((await page.request.put(`/api/trips/${tripId}`, { data: meanwhile })).status()).toBe(200);
  await page.context().setOffline(false);
  await expect(page.getByTestId('editor-status')).toHaveText(
    'Merged with the changes you saved in another tab and saved.',
  );
  await expect(page.getByTestId('save-conflict')).toHaveCount(0);
  expect(await serverTrip(page, tripId)).toMatchObject({ name: 'Renamed Meanwhile', locations: [...STOPS].reverse() });
});
