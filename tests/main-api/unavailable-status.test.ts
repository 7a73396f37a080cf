import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MainApiClient } from '@/lib/main-api/client';
import { serveWith } from '../server/support/listener';

// The server entry's listener (server.mjs), on a real http.Server: a response that fails with 500
// after the Main API was found down goes out as 503 with Retry-After; every other answer keeps its
// status, and one request's outage never marks another's response.
let site: Awaited<ReturnType<typeof serveWith>>;
let origin: string;
let deadApi: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render that asks a Main API nobody answers and fails, as a page does when M is down. */
async function askDeadMainApi(): Promise<void> {
  await new MainApiClient({ baseUrl: deadApi, timeoutMs: 1_000 }).request('GET', '/locations');
}

const handlers: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
  '/page-with-api-down': async (_req, res) => {
    await askDeadMainApi().catch(() => undefined);
    res.statusCode = 500;
    res.end('<h1>This page is temporarily unavailable</h1>');
  },
  '/explicit-head': async (_req, res) => {
    await askDeadMainApi().catch(() => undefined);
    res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/html' }).end('down');
  },
  '/bug': async (_req, res) => {
    await pause(50);
    res.statusCode = 500;
    res.end('bug');
  },
  '/recovered': async (_req, res) => {
    await askDeadMainApi().catch(() => undefined);
    res.end('served from the last good copy');
  },
  '/missing': async (_req, res) => {
    await askDeadMainApi().catch(() => undefined);
    res.statusCode = 404;
    res.end('not found');
  },
};

beforeAll(async () => {
  // A port that was just free: connections to it are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  deadApi = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/prod`;
  await new Promise((resolve) => probe.close(resolve));

  site = await serveWith((req, res) => void handlers[req.url ?? '']?.(req, res));
  origin = site.origin;
});

afterAll(() => site.close());

const get = (path: string) => fetch(`${origin}${path}`);

it('answers 503 with Retry-After when a page fails because the Main API is down', async () => {
  const response = await get('/page-with-api-down');
  expect(response.status).toBe(503);
  expect(response.statusText).toBe('Service Unavailable');
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.text()).toContain('temporarily unavailable');
});

it('answers 503 when the failure is written with an explicit status line and headers', async () => {
  const response = await get('/explicit-head');
  expect([response.status, response.headers.get('content-type'), response.headers.get('retry-after')]).toEqual([
    503,
    'text/html',
    '30',
  ]);
});

it('keeps 500 for a failure that has nothing to do with the Main API', async () => {
  const response = await get('/bug');
  expect(response.status).toBe(500);
  expect(response.headers.get('retry-after')).toBeNull();
});

it('leaves a page that still answered (a cached copy) and a 404 alone', async () => {
  expect((await get('/recovered')).status).toBe(200);
  expect((await get('/missing')).status).toBe(404);
});

it("never lets one request's outage change another's status", async () => {
  const statuses = await Promise.all(
    ['/bug', '/page-with-api-down', '/bug', '/page-with-api-down'].map(async (path) => (await get(path)).status),
  );
  expect(statuses).toEqual([500, 503, 500, 503]);
});
