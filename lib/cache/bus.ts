import { randomUUID } from 'node:crypto';
import type { CacheTag } from '@/lib/constants';

/** What an editor's webhook asks every copy to forget: the answers under one tag, or all of them. */
export type Invalidation = { tag: CacheTag } | { all: true };
type Listener = (message: Invalidation) => void;
type RedisClient = { publish: (channel: string, message: string) => Promise<number>; destroy: () => void };

/** The Redis channel every copy of the site listens on (prefix shared with lib/cache/handler.mjs). */
export const INVALIDATION_CHANNEL = 'alabama:invalidate';
/** How long a webhook waits for Redis to take its message before answering anyway. */
const PUBLISH_WAIT_MS = 1000;
/** How long a first cached read waits for the subscription before it goes ahead without it. */
const SUBSCRIBE_WAIT_MS = 2000;

// In-process caches (Main API answers) stay in each copy, where a hit costs nothing; a webhook on
// any copy reaches the others through Redis pub/sub. The state lives on globalThis because Next
// may load this module once per bundle, and each bundle's caches must hear the message.
type Bus = {
  origin: string;
  listeners: Set<Listener>;
  listening?: Promise<void>;
  subscriber?: RedisClient;
  /** The first wait for the subscription, bounded; later reads never wait again. */
  ready?: Promise<void>;
  publisher?: Promise<RedisClient | null>;
};
const busKey = Symbol.for('alabama.cache-bus');
const bus: Bus = ((globalThis as { [busKey]?: Bus })[busKey] ??= { origin: randomUUID(), listeners: new Set() });

const redisUrl = () => process.env.REDIS_URL || undefined;

function deliver(message: Invalidation): void {
  for (const listener of bus.listeners) listener(message);
}

function bounded<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function connect(url: string, role: string) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  let lastError = '';
  client.on('error', (error: Error) => {
    if (error.message !== lastError) console.error(`[cache bus] Redis ${role}:`, error.message);
    lastError = error.message;
  });
  await client.connect();
  return client;
}

/** Registers an in-process cache to be cleared whenever any copy is told to invalidate. */
export function onInvalidation(listener: Listener): void {
  bus.listeners.add(listener);
}

/**
 * Resolves once this copy hears other copies' invalidations (at once without REDIS_URL). A cache
 * awaits it before its first entry, so no entry is kept that a missed message should have dropped.
 */
export function listening(): Promise<void> {
  const url = redisUrl();
  if (!url) return Promise.resolve();
  bus.listening ??= (async () => {
    const subscriber = await connect(url, 'subscriber');
    bus.subscriber = subscriber;
    await subscriber.subscribe(INVALIDATION_CHANNEL, (raw: string) => {
      try {
        const { origin, message } = JSON.parse(raw) as { origin: string; message: Invalidation };
        if (origin !== bus.origin) deliver(message);
      } catch {
        console.error('[cache bus] ignored a malformed message');
      }
    });
  })().catch((error: unknown) => {
    // Not fatal: this copy's caches then stay fresh only to their TTL. The next read tries again.
    console.error('[cache bus] could not subscribe:', error instanceof Error ? error.message : error);
    bus.listening = undefined;
    bus.ready = undefined;
  });
  bus.ready ??= bounded(bus.listening, SUBSCRIBE_WAIT_MS, undefined);
  return bus.ready;
}

/** Clears the in-process caches here and, through Redis, on every other copy. */
export async function invalidateEverywhere(message: Invalidation): Promise<{ published: boolean }> {
  deliver(message);
  const url = redisUrl();
  if (!url) return { published: false };
  bus.publisher ??= connect(url, 'publisher').catch((error: unknown) => {
    console.error('[cache bus] could not connect:', error instanceof Error ? error.message : error);
    bus.publisher = undefined;
    return null;
  });
  const send = async () => {
    const client = await bus.publisher;
    if (!client) return false;
    await client.publish(INVALIDATION_CHANNEL, JSON.stringify({ origin: bus.origin, message }));
    return true;
  };
  return {
    published: await bounded(
      send().catch(() => false),
      PUBLISH_WAIT_MS,
      false,
    ),
  };
}

/** Closes this process's Redis connections (tests and scripts). */
export async function closeBus(): Promise<void> {
  const publisher = await bus.publisher;
  publisher?.destroy();
  bus.subscriber?.destroy();
  Object.assign(bus, { publisher: undefined, subscriber: undefined, listening: undefined, ready: undefined });
}
