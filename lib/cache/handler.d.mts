// The type of lib/cache/handler.mjs, which Next loads by path (a plain module, outside the TypeScript build).
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

declare const handler: typeof CacheHandler;
export default handler;
