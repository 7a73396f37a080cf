// What a cached page's entry carries besides its HTML, so that whichever copy serves it sends the
// same headers as the copy that rendered it: its lifetime (Cache-Control) and its
// Content-Security-Policy. lib/cache/handler.mjs applies these to the cache it uses.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { stampPagePolicy } from './page-policy.mjs';

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);

/**
 * Next takes a page's lifetime from the entry it reads (`cacheControl`), else from what this
 * process remembers of its own renders, else from the build's manifest. A page first rendered on
 * another copy is in neither, and without its lifetime Next sends no Cache-Control, so a CDN in
 * front never keeps it. The entry keeps the lifetime it was rendered with.
 */
export function keepingCacheControl(CacheHandlerClass) {
  return class CacheControlKeepingCacheHandler extends CacheHandlerClass {
    async get(key, context) {
      const entry = await super.get(key, context);
      const cacheControl = entry?.value?.cacheControl;
      if (!cacheControl) return entry;
      const value = { ...entry.value };
      delete value.cacheControl;
      return { ...entry, value, cacheControl };
    }

    async set(key, value, context) {
      const cacheControl = context?.cacheControl;
      if (!RESPONSE_KINDS.has(value?.kind) || !cacheControl) return super.set(key, value, context);
      return super.set(key, { ...value, cacheControl }, context);
    }
  };
}

const refusedLogged = new Set();

function logRefused(key) {
  return (scripts) => {
    if (refusedLogged.has(key)) return;
    refusedLogged.add(key);
    console.error(
      `[csp] ${key}: ${scripts.length} inline script(s) not written by Next, left out of its policy:`,
      scripts,
    );
  };
}

/**
 * Stamps each page with its policy (lib/cache/page-policy.mjs) as it enters the cache, before it
 * is stored or sent, and a page read from the build's own files the first time it is read. Not
 * while building: the policy names the environment the site runs in, not the build's.
 */
export function stampingPagePolicy(CacheHandlerClass) {
  const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
  return class PagePolicyCacheHandler extends CacheHandlerClass {
    async get(key, context) {
      const entry = await super.get(key, context);
      if (entry && !building()) stampPagePolicy(entry.value, { onRefused: logRefused(key) });
      return entry;
    }

    async set(key, value, context) {
      if (!building()) stampPagePolicy(value, { onRefused: logRefused(key) });
      return super.set(key, value, context);
    }
  };
}
