import { AsyncLocalStorage } from 'node:async_hooks';

// What the server entry (server.mjs) knows about the request being served, readable from the app's
// code while it serves it. The entry and the app's bundles each load their own copy of this module,
// so the one store lives on globalThis, under this module's single key.
const storeKey = Symbol.for('alabama.server.request-context');

/** @returns {AsyncLocalStorage<import('./request-context.d.mts').RequestContext>} */
export function requestContexts() {
  globalThis[storeKey] ??= new AsyncLocalStorage();
  return globalThis[storeKey];
}

/** The request being served, or undefined outside one (build, scripts, tests). */
export function currentRequest() {
  return globalThis[storeKey]?.getStore();
}
