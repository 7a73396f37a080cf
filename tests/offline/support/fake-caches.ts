// Cache Storage as a page or worker has it, in memory, for the offline logic's tests (Node has none).
const keyOf = (request: RequestInfo | URL | { url: string }) => {
  const raw = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const url = new URL(raw, 'http://localhost');
  return url.pathname + url.search;
};

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL | { url: string }) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL | { url: string }, response: Response) {
    this.entries.set(keyOf(request), response.clone());
  }
  async delete(request: RequestInfo | URL | { url: string }) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((k) => new Request(new URL(k, 'http://localhost')));
  }
  async addAll(urls: string[]) {
    for (const url of urls) this.entries.set(keyOf(url), new Response(url));
  }
}

export class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async match(request: RequestInfo | URL | { url: string }, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = await this.stores.get(name)?.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
}

/** Installs a fresh Cache Storage as the global `caches`; returns it. */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  (globalThis as unknown as { caches: unknown }).caches = storage;
  return storage;
}
