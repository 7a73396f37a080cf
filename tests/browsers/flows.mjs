// The browser suite's main flows (tests/e2e: search.., map.spec, forms.spec, account.spec, trips.spec),
// written once against the small driver of drivers.mjs so they run the same in Firefox and WebKit.
// Every string is the one the site shows, from the modules the site reads them from.
import assert from 'node:assert/strict';
import { GUIDE } from '../../lib/guide-orders/messages.ts';
import { NEWSLETTER as NEWSLETTER_TEXT } from '../../lib/newsletter/messages.ts';
import { markControl, showsText } from './page-helpers.mjs';

const PASSWORD = 'Sweet-Home-1';
const TIMEOUT = 30_000;

async function until(what, check) {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The selector of a control a user would name so (waits until it is there and visible). */
const control = (b, kind, name, within) =>
  until(`${kind} "${name}"`, () => b.run(markControl, kind, name, within ?? null));
const fill = async (b, label, text, within) => b.type(await control(b, 'label', label, within), text);
const press = async (b, kind, name, within) => b.click(await control(b, kind, name, within));
const seeText = (b, text, within) => until(`"${text}" on the page`, () => b.run(showsText, text, within ?? null));
const atPath = (b, pattern) =>
  until(`an address like ${pattern}`, async () =>
    pattern.test(new URL(await b.url()).pathname + new URL(await b.url()).search),
  );
const json = (b, path) => b.run((p) => fetch(p).then((r) => r.json()), path);

/** Types into a place box, waits for its own list, takes the first suggestion by keyboard. */
async function choosePlace(b, label, text) {
  const box = await control(b, 'label', label);
  await b.type(box, text);
  await until(`suggestions for ${text}`, () =>
    b.run((l) => !!document.querySelector(`[role="listbox"][aria-label="${l}"] [role="option"]`), label),
  );
  await b.press(box, 'ArrowDown');
  await b.press(box, 'Enter');
}

export const flows = [
  [
    'search from the header',
    async (b) => {
      await b.goto('/');
      await press(b, 'button', 'I Agree', '[aria-label="Cookie consent"]');
      const box = 'header [role="search"] input[name="q"]';
      await b.type(box, 'Vulcan');
      await b.press(box, 'Enter');
      await atPath(b, /^\/search\?q=Vulcan/);
      await until('a result', () =>
        b.run(() => document.querySelectorAll('main ol li h2 a, main ol li h3 a').length > 0),
      );
    },
  ],
  [
    'the map draws its places; one is kept as a favourite before signing in',
    async (b, state) => {
      await b.goto('/places-to-go/map');
      await until('the map', () =>
        b.run(() => document.querySelector('[data-testid="map"]')?.dataset.ready === 'true'),
      );
      state.favourite = await until('a listed place', () =>
        b.run(() => Number(document.querySelector('[data-testid="place-list"] li[data-place-id]')?.dataset.placeId)),
      );
      await b.run((id) => localStorage.setItem('favorites', JSON.stringify([id])), state.favourite);
    },
  ],
  [
    'newsletter sign-up',
    async (b) => {
      await b.goto('/subscribe');
      await fill(b, NEWSLETTER_TEXT.email, 'browsers.newsletter@example.com', 'main');
      await fill(b, NEWSLETTER_TEXT.firstName, 'Helen', 'main');
      await fill(b, NEWSLETTER_TEXT.lastName, 'Keller', 'main');
      await press(b, 'button', NEWSLETTER_TEXT.submit, 'main');
      await atPath(b, /^\/subscribers\/thanks$/);
      await seeText(b, NEWSLETTER_TEXT.success);
    },
  ],
  [
    'vacation guide order',
    async (b) => {
      await b.goto('/vacation-guide');
      const form = `main form[aria-label="${GUIDE.formLabel}"]`;
      await fill(b, GUIDE.firstName, 'Zelda', form);
      await fill(b, GUIDE.lastName, 'Fitzgerald', form);
      await fill(b, GUIDE.email, 'browsers.guide@example.com', form);
      await press(b, 'button', GUIDE.next, form);
      await fill(b, GUIDE.address, '919 Felder Avenue', form);
      await fill(b, GUIDE.city, 'Montgomery', form);
      await b.select(await control(b, 'label', GUIDE.state, form), 'AL');
      await fill(b, GUIDE.zip, '36106', form);
      const submit = await control(b, 'button', GUIDE.submit, form);
      await until('the order button to be enabled', () => b.run((s) => !document.querySelector(s).disabled, submit));
      await b.click(submit);
      await atPath(b, /^\/vacation_guide_orders\/thanks$/);
    },
  ],
  [
    'sign up, confirm with the mailed code, sign in; the favourite merges into the account',
    async (b, state, base) => {
      state.email = `browsers-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
      await b.goto('/signup');
      await fill(b, 'Email', state.email, 'main');
      await fill(b, 'Password', PASSWORD, 'main');
      await press(b, 'button', 'Register', 'main');
      await atPath(b, /^\/confirmation/);
      const code = await until('the confirmation mail', async () => {
        const mails = await (await fetch(new URL('/dev/mailbox?format=json', base))).json();
        return mails.find((m) => m.to === state.email && m.meta.purpose === 'signup')?.meta.code;
      });
      await fill(b, 'Confirmation Code', code, 'main');
      await press(b, 'button', 'Confirm Account', 'main');
      await atPath(b, /^\/login/);
      await fill(b, 'Email', state.email, 'main');
      await fill(b, 'Password', PASSWORD, 'main');
      await press(b, 'button', 'Sign In', 'main');
      await atPath(b, /^\/profile$/);
      await until('the favourite in the account', async () =>
        (await json(b, '/api/favourites')).ids.includes(state.favourite),
      );
    },
  ],
  [
    'pages left as they load, signed in, under the service worker: no merge fails and the next page is whole',
    async (b) => {
      // Twelve departures: with the previous worker, one in two or three cut a script short.
      for (let round = 0; round < 4; round++)
        for (const path of ['/places-to-go', '/', '/road-trips']) await b.leave(path);
      await b.goto('/festivals-and-events');
      // Firefox reports the loads a departing page itself cancels while the worker answers them: a
      // script's empty body against its hash, anything else as the worker's "unexpected error"
      // (docs/TESTING.md, "Every browser"). A script cut short by the worker (the hash of a partial
      // body) and every other error count.
      const departures =
        /computed hash is “47DEQpj8HBSa\+\/TImW\+5JCeuQeRkm5NMpJWZG3hSuFU=”|A ServiceWorker intercepted the request and encountered an unexpected error/;
      assert.deepEqual(
        (await b.errors()).filter((e) => !departures.test(e)),
        [],
      );
      // The framework's scripts ran: none was refused its integrity check.
      await until('the page to hydrate', () => b.run(() => Boolean(window.next?.version)));
      const box = 'header [role="search"] input[name="q"]';
      await b.type(box, 'Mobile');
      await b.press(box, 'Enter');
      await atPath(b, /^\/search\?q=Mobile/);
    },
  ],
  [
    'create a trip, then edit it',
    async (b) => {
      await b.goto('/create-a-trip');
      const dialog = 'dialog[open]';
      await b.click(await control(b, 'label', 'Yes', dialog));
      await choosePlace(b, 'Where are you going?', 'Mobile');
      await choosePlace(b, 'Where are you starting from?', 'Huntsville');
      await press(b, 'button', "Let's Plan My Trip", dialog);
      await atPath(b, /^\/profile$/);
      const href = await until('the new trip', () =>
        b.run(() =>
          [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Mobile Trip')?.getAttribute('href'),
        ),
      );
      const id = href.split('/').pop();
      await b.goto(`/edit-trip?id=${id}`);
      await choosePlace(b, 'Add a stop', 'Kelly Ingram Park');
      await until('the stop', () => b.run(() => document.querySelectorAll('[data-testid="edit-stop"]').length === 1));
      await fill(b, 'Trip name', 'Mobile by way of Birmingham');
      await press(b, 'button', 'Save trip');
      await until('"Trip saved."', () =>
        b.run(() => document.querySelector('[data-testid="editor-status"]')?.textContent.trim() === 'Trip saved.'),
      );
      const trip = await json(b, `/api/trips/${id}`);
      assert.equal(JSON.stringify(trip).includes('Mobile by way of Birmingham'), true, 'the new name was saved');
      assert.equal(JSON.stringify(trip).includes('kelly-ingram-park'), true, 'the stop was saved');
    },
  ],
];
