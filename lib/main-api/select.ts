import { env } from '@/lib/env';
import { MainApiClient } from './client';
import { createHttpSource, sessionToken } from './http-source';
import type { MainApiSource } from './types';

let remote: { url: string; source: MainApiSource } | undefined;

/** The HTTP Main API when `MAIN_API_URL` is set (read at run time, so one build serves either way), else null. */
export function remoteMainApi(): MainApiSource | null {
  const url = env().MAIN_API_URL;
  if (!url) return null;
  if (remote?.url !== url)
    remote = { url, source: createHttpSource(new MainApiClient({ baseUrl: url }), sessionToken) };
  return remote.source;
}

type Call<K extends keyof MainApiSource> = MainApiSource[K];

/**
 * A domain function that answers from the remote Main API when one is configured and from its own
 * database code otherwise; pages, route handlers and actions keep importing the same names.
 */
export function viaMainApi<K extends keyof MainApiSource>(name: K, inProcess: Call<K>): Call<K> {
  return ((...args: unknown[]) => {
    const source = remoteMainApi();
    const call = (source ? source[name] : inProcess) as (...a: unknown[]) => unknown;
    return call(...args);
  }) as Call<K>;
}
