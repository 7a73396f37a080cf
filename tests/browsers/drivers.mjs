// The two engines behind one small interface, so the flows (flows.mjs) are written once:
//   goto, run (a page function), type, press, click, select, url, errors, close.
// Firefox ESR: puppeteer-core over WebDriver BiDi, which reports every console message and uncaught
// error from the first script on. WebKitGTK: selenium-webdriver against Debian's WebKitWebDriver and
// MiniBrowser (under xvfb-run); WebDriver classic has no console log, so the page collects its own
// errors from the end of each navigation (page-helpers.mjs, watchErrors).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { takeErrors, watchErrors } from './page-helpers.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function firefox(base) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: uncaught ${error.message}`));
  return {
    name: `Firefox ESR ${(await browser.version()).split('/')[1]}`,
    async goto(path) {
      // The page in hand finishes loading first: Firefox reports scripts a departing page cancels while
      // the service worker answers them as integrity failures (docs/TESTING.md, "Every browser").
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    },
    /** Goes on at once, as a visitor clicking on before the page has finished loading. */
    leave: (path) => page.goto(new URL(path, base).href, { waitUntil: 'load' }),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async type(selector, text) {
      await page.click(selector, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(selector, text);
    },
    press: (selector, key) => page.focus(selector).then(() => page.keyboard.press(key)),
    click: (selector) => page.click(selector),
    select: (selector, value) => page.select(selector, value),
    url: async () => page.url(),
    errors: async () => errors.splice(0),
    screenshot: (path) => page.screenshot({ path }),
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const WEBDRIVER_KEYS = { Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN, Backspace: Key.BACK_SPACE };

export async function webkit(base) {
  const port = await freePort();
  const service = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  let driver;
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
    } catch (error) {
      if (attempt > 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  const run = (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  // After anything that may have loaded a new document, the page watches its errors again.
  const watch = () => run(watchErrors).catch(() => undefined);
  const element = (selector) => driver.findElement(By.css(selector));
  const version = (await driver.getCapabilities()).get('browserVersion');
  return {
    name: `WebKitGTK ${version}`,
    goto: async (path) => {
      await driver.get(new URL(path, base).href);
      await watch();
    },
    leave: async (path) => {
      await driver.get(new URL(path, base).href);
      await watch();
    },
    run: async (fn, ...args) => {
      await watch();
      return run(fn, ...args);
    },
    async type(selector, text) {
      const field = await element(selector);
      await field.clear();
      await field.sendKeys(text);
    },
    press: async (selector, key) => (await element(selector)).sendKeys(WEBDRIVER_KEYS[key]),
    click: async (selector) => (await element(selector)).click(),
    select: async (selector, value) => (await element(`${selector} option[value="${value}"]`)).click(),
    url: () => driver.getCurrentUrl(),
    screenshot: async (path) => (await import('node:fs')).writeFileSync(path, await driver.takeScreenshot(), 'base64'),
    errors: async () => (await run(takeErrors).catch(() => [])) ?? [],
    async close() {
      await driver.quit().catch(() => undefined);
      service.kill();
    },
  };
}
