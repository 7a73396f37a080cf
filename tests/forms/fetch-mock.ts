import { US_STATES } from '@/lib/validation/us-states';

export type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }> | 'network-error';
export type Call = { url: string; init: RequestInit; body: unknown; headers: Record<string, string> };

/**
 * Replaces window.fetch with answers by path (the network is the boundary a component test
 * controls). /json/states.json answers the real list unless a test says otherwise.
 */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const queues = new Map(
    Object.entries(routes).map(([path, reply]) => [path, Array.isArray(reply) ? [...reply] : [reply]]),
  );
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = new URL(url, 'http://localhost').pathname;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({ url: path, init, body: init.body ? JSON.parse(String(init.body)) : undefined, headers });
    const queue = queues.get(path);
    let reply: Reply | undefined = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply && path === '/json/states.json') reply = { status: 200, body: US_STATES };
    if (!reply) reply = { status: 404, body: { error: { status: 404, message: 'Not found.' } } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await reply;
    // jsdom has no Response: a minimal one with what the components read.
    return { ok: status >= 200 && status < 300, status, json: async () => body ?? {} };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (path: string) => calls.filter((c) => c.url === path) };
}

/** A promise the test settles when it wants, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
