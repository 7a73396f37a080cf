// Functions that run inside the page, the same in both engines (passed as source to puppeteer's
// evaluate and to WebDriver's Execute Script). Each finds one element the way a user names it, by its
// label or its text, and marks it with data-probe so the driver can type into it or click it.

/** Marks the first visible control named `name` (label text, aria-label, or a button's text) and returns its selector. */
export function markControl(kind, name, within) {
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  const visible = (el) => el && el.getClientRects().length > 0;
  const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
  let found = null;
  if (kind === 'label') {
    for (const label of scope.querySelectorAll('label')) {
      if (text(label) !== name) continue;
      const control = label.control || (label.htmlFor && document.getElementById(label.htmlFor));
      if (visible(control)) {
        found = control;
        break;
      }
    }
    found ??= [...scope.querySelectorAll('input, select, textarea')].find(
      (el) => el.getAttribute('aria-label') === name && visible(el),
    );
  } else {
    const selector = kind === 'link' ? 'a' : kind === 'tab' ? '[role="tab"]' : 'button, [role="button"]';
    found = [...scope.querySelectorAll(selector)].find((el) => text(el) === name && visible(el));
  }
  if (!found) return null;
  // In the middle of the window: clear of the sticky header and the cookie banner, as a user scrolls it.
  found.scrollIntoView({ block: 'center' });
  window.__probe = (window.__probe || 0) + 1;
  found.setAttribute('data-probe', String(window.__probe));
  return `[data-probe="${window.__probe}"]`;
}

/** Whether some visible element in `within` (default the whole page) shows this text. */
export function showsText(textToFind, within) {
  const scope = within ? document.querySelector(within) : document.body;
  if (!scope) return false;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent.includes(textToFind) && node.parentElement.getClientRects().length > 0) return true;
  return false;
}

/**
 * WebKitWebDriver has no console log and no way to run a script before the page's own, so in WebKit
 * the page's console errors and uncaught errors are collected from here on, into sessionStorage
 * (kept across the site's client-side and full navigations in this tab).
 */
export function watchErrors() {
  if (window.__watchingErrors) return;
  window.__watchingErrors = true;
  const note = (message) => {
    const list = JSON.parse(sessionStorage.getItem('__errors') || '[]');
    list.push(`${location.pathname}: ${message}`);
    sessionStorage.setItem('__errors', JSON.stringify(list));
  };
  const original = console.error.bind(console);
  console.error = (...args) => {
    note(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => note(`uncaught ${event.message}`));
  // What the browser itself reports, as Firefox and Chromium log it to the console.
  document.addEventListener('securitypolicyviolation', (event) =>
    note(`Content-Security-Policy blocked ${event.blockedURI || 'a script'} (${event.violatedDirective})`),
  );
  window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection ${event.reason}`));
}

export function takeErrors() {
  const list = JSON.parse(sessionStorage.getItem('__errors') || '[]');
  sessionStorage.removeItem('__errors');
  return list;
}
