import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { countRequest, enforceRateLimit, refundRequest } from '@/lib/rate-limit';
import { clientAddress, resolveClientAddress } from '@/lib/rate-limit/client-address';
import { serveWith } from '../server/support/listener';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { method: 'POST', headers });

// The first use migrates and seeds the database, which is slow on a busy machine.
beforeAll(() => getDb(), 180_000);
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetEnvCache();
  jest.restoreAllMocks();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedKeys = async () =>
  (await (await getDb()).select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
const storedCount = async (key: string) =>
  (await (await getDb()).select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

describe('client address', () => {
  it('with no proxy configured, is the connection address whatever X-Forwarded-For claims', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(resolveClientAddress('203.0.113.9, 10.0.0.1', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(resolveClientAddress(undefined, '198.51.100.4', 0)).toBe('198.51.100.4');
  });

  it('trusts exactly the configured number of proxy hops', () => {
    // One proxy: it appended the address it saw; what the client wrote before it is ignored.
    expect(resolveClientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.9');
    // Round the proxy (fewer hops than configured): the leftmost address there is.
    expect(resolveClientAddress(undefined, '198.51.100.4', 1)).toBe('198.51.100.4');
  });

  it('a client rotating X-Forwarded-For (or sending the stamp header) stays one address to a real server', async () => {
    // The server entry's listener, as server.mjs runs it: the stamp reads the socket, not the headers.
    const site = await serveWith((req, res) => {
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
      res.end(clientAddress(headers));
    });
    try {
      const seen = new Set<string>();
      const forgeries: Record<string, string>[] = [
        { 'x-forwarded-for': '1.1.1.1' },
        { 'x-forwarded-for': '2.2.2.2, 3.3.3.3' },
        { 'x-client-address': '4.4.4.4' },
      ];
      for (const forged of forgeries) {
        seen.add(await (await fetch(`${site.origin}/`, { headers: forged })).text());
      }
      expect([...seen]).toEqual(['127.0.0.1']);
    } finally {
      await site.close();
    }
  });

  it('an unstamped request has only the trusted hops to go on', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4' }))).toBe('unknown');
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvCache();
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4' }))).toBe('198.51.100.4');
  });
});

describe('rate limit', () => {
  it('counts within a fixed window and starts again once it has passed', async () => {
    const limit = { max: 2, windowMs: 300 };
    expect((await countRequest('test:window', limit)).count).toBe(1);
    expect((await countRequest('test:window', limit)).count).toBe(2);
    expect((await countRequest('test:window', limit)).count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await countRequest('test:window', limit)).count).toBe(1);
  });

  it('keeps one counter per key', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    await countRequest('test:a', limit);
    await countRequest('test:a', limit);
    expect((await countRequest('test:b', limit)).count).toBe(1);
  });
});

describe('expired windows', () => {
  it('are swept away by the one request in a hundred that draws the sweep, live ones kept', async () => {
    await countRequest('sweep:expired', { max: 5, windowMs: 100 });
    await countRequest('sweep:live', { max: 5, windowMs: 60_000 });
    await pause(200);
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    await countRequest('sweep:other', { max: 5, windowMs: 60_000 });
    expect(await storedKeys()).toEqual(expect.arrayContaining(['sweep:expired', 'sweep:live']));
    jest.spyOn(Math, 'random').mockReturnValue(0.001);
    await countRequest('sweep:other', { max: 5, windowMs: 60_000 });
    const keys = await storedKeys();
    expect(keys).not.toContain('sweep:expired');
    expect(keys).toEqual(expect.arrayContaining(['sweep:live', 'sweep:other']));
  });
});

describe('refund', () => {
  it('hands back one counted request in the current window, never below zero', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    await countRequest('refund:a', limit);
    await countRequest('refund:a', limit);
    await refundRequest('refund:a');
    expect(await storedCount('refund:a')).toBe(1);
    await refundRequest('refund:a');
    await refundRequest('refund:a');
    expect(await storedCount('refund:a')).toBe(0);
    expect((await countRequest('refund:a', limit)).count).toBe(1);
  });

  it('leaves other keys and an expired window alone', async () => {
    await countRequest('refund:b', { max: 5, windowMs: 60_000 });
    await countRequest('refund:old', { max: 5, windowMs: 100 });
    await countRequest('refund:old', { max: 5, windowMs: 100 });
    await pause(200);
    await refundRequest('refund:old');
    expect([await storedCount('refund:b'), await storedCount('refund:old')]).toEqual([1, 2]);
  });
});

describe('enforceRateLimit', () => {
  it('lets a caller through up to the limit, then answers 429 with the message', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const from = (address: string) => request({ 'x-client-address': address });
    for (let i = 0; i < 3; i++)
      await expect(enforceRateLimit(from('192.0.2.1'), 'enforce', limit)).resolves.toBeUndefined();
    const refused = await enforceRateLimit(from('192.0.2.1'), 'enforce', limit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).message]).toEqual([
      429,
      'Too many requests. Please wait a minute and try again.',
    ]);
    // Another caller, and the same caller on another route, each have a window of their own.
    await expect(enforceRateLimit(from('192.0.2.2'), 'enforce', limit)).resolves.toBeUndefined();
    await expect(enforceRateLimit(from('192.0.2.1'), 'other-route', limit)).resolves.toBeUndefined();
    expect(await storedCount('enforce:192.0.2.1')).toBe(4);
  });

  it('allows twenty form posts a minute from one address by default', async () => {
    const from = request({ 'x-client-address': '192.0.2.9' });
    for (let i = 0; i < 20; i++) await enforceRateLimit(from, 'default-limit');
    await expect(enforceRateLimit(from, 'default-limit')).rejects.toMatchObject({ status: 429 });
  });
});
