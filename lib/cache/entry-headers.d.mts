// The type of lib/cache/entry-headers.mjs (a plain module, used by lib/cache/handler.mjs).
type HandlerClass = new (...args: never[]) => {
  get(key: string, context?: unknown): Promise<unknown>;
  set(key: string, value: unknown, context?: unknown): Promise<unknown>;
};

export declare function keepingCacheControl<C extends HandlerClass>(CacheHandlerClass: C): C;
export declare function stampingPagePolicy<C extends HandlerClass>(CacheHandlerClass: C): C;
