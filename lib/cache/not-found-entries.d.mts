// The type of lib/cache/not-found-entries.mjs (a plain module, loaded by lib/cache/handler.mjs).
export declare function keepingNotFoundOnlyOverEntries<T extends abstract new (...args: never[]) => object>(
  CacheHandlerClass: T,
): T;
