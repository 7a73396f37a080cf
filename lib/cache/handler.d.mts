// The type of lib/cache/handler.mjs, which Next loads by path (a plain module, outside the TypeScript build).
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export declare const RedisCacheHandler: typeof CacheHandler;
/** Next's own file-system cache; its type is internal to Next. */
export declare const FileCacheHandler: new (context: unknown) => {
  get(key: string, context: unknown): Promise<unknown>;
  set(key: string, value: unknown, context: unknown): Promise<void>;
};
declare const handler: typeof RedisCacheHandler | typeof FileCacheHandler;
export default handler;
