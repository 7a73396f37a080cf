'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * A value only the browser knows (a cookie, localStorage), read after hydration; the server and
 * the first client render see `serverValue`. The snapshot must be a primitive so it compares equal.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}
