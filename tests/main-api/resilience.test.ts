import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { resetEnvCache } from '@/lib/env';
import { MainApiClient } from '@/lib/main-api/client';
import { MainApiUnavailableError } from '@/lib/main-api/errors';
import { UNAVAILABLE_MESSAGES } from '@/lib/main-api/messages';

// The HTTP client against loopback servers that misbehave: one that never answers, one that drops
// the connection, one that answers 503. No mocks: real sockets, real timeouts.
type Behaviour = (res: ServerResponse, hit: number) => void;
let server: Server;
let hits: string[];
let behave: Behaviour;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    behave(res, hits.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod`;
});
beforeEach(() => {
  hits = [];
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const json = (res: ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const stall: Behaviour = () => undefined;
const drop: Behaviour = (res) => res.socket?.destroy();
const down: Behaviour = (res) => json(res, { error: { status: 503, message: 'down' } }, 503);

it('gives up on a GET that gets no answer after the timeout, once retried', async () => {
  behave = stall;
  const client = new MainApiClient({ baseUrl: base, timeoutMs: 300 });
  const started = Date.now();
  await expect(client.request('GET', 'cities')).rejects.toBeInstanceOf(MainApiUnavailableError);
  expect(hits).toEqual(['GET /prod/cities', 'GET /prod/cities']);
  expect(Date.now() - started).toBeLessThan(2_000);
});

it('retries a GET whose connection dropped, and answers from the second try', async () => {
  behave = (res, hit) => (hit === 1 ? drop(res, hit) : json(res, [{ id: 1, slug: 'mobile', name: 'Mobile' }]));
  const client = new MainApiClient({ baseUrl: base, timeoutMs: 1_000 });
  expect((await client.request('GET', 'cities')).body).toEqual([{ id: 1, slug: 'mobile', name: 'Mobile' }]);
  expect(hits).toHaveLength(2);
});

it('never retries a write: a dropped POST is tried once', async () => {
  behave = drop;
  const client = new MainApiClient({ baseUrl: base, timeoutMs: 1_000 });
  await expect(client.request('POST', 'trips', { body: {} })).rejects.toBeInstanceOf(MainApiUnavailableError);
  expect(hits).toEqual(['POST /prod/trips']);
});

it('opens the breaker after 5 failed calls, refuses without calling, and closes when a trial succeeds', async () => {
  behave = down;
  const client = new MainApiClient({ baseUrl: base, timeoutMs: 1_000, failureThreshold: 5, openMs: 300 });
  for (let i = 0; i < 5; i++)
    await expect(client.request('GET', 'cities')).rejects.toBeInstanceOf(MainApiUnavailableError);
  expect(hits).toHaveLength(10);
  expect(client.open).toBe(true);
  await expect(client.request('GET', 'cities')).rejects.toBeInstanceOf(MainApiUnavailableError);
  expect(hits).toHaveLength(10);

  await new Promise((resolve) => setTimeout(resolve, 350));
  behave = (res) => json(res, []);
  expect((await client.request('GET', 'cities')).body).toEqual([]);
  expect(client.open).toBe(false);
  expect(hits).toHaveLength(11);
});

it('passes a 4xx on as the Main API\u2019s own error and keeps the breaker closed', async () => {
  behave = (res) => json(res, { error: { status: 404, message: 'No area with this id.' } }, 404);
  const client = new MainApiClient({ baseUrl: base, timeoutMs: 1_000, failureThreshold: 1 });
  await expect(client.request('GET', 'areaDetail', { query: { id: 'x' } })).rejects.toMatchObject({
    status: 404,
    message: 'No area with this id.',
  });
  expect(client.open).toBe(false);
  expect(hits).toEqual(['GET /prod/areaDetail?id=x']);
});

describe('a route handler (route()) of a site whose Main API is down', () => {
  afterAll(() => {
    delete process.env.MAIN_API_URL;
    resetEnvCache();
  });
  it('answers a JSON 503 with a message a person can act on', async () => {
    behave = down;
    process.env.MAIN_API_URL = base;
    resetEnvCache();
    // A fresh module registry: the data source is chosen when lib/main-api/data-source.ts first loads.
    let response: Response | undefined;
    await jest.isolateModulesAsync(async () => {
      const { route } = await import('@/lib/api/handler');
      const { getCities } = await import('@/lib/cities');
      const handler = route(async () => getCities());
      response = await handler(new NextRequest('http://localhost:3000/api/x'), { params: Promise.resolve({}) });
    });
    if (!response) throw new Error('The handler did not answer.');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { status: 503, message: UNAVAILABLE_MESSAGES.api } });
  });
});
