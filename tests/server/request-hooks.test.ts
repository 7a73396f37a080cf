import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addRequestHook } from '@/lib/server/request-hooks';

// The hooks run around every request of every http.Server in the process: here, a plain server as
// `next start` runs one, answering with the trail the hooks left on the request.

const TRAIL = 'x-hook-trail';

function mark(request: http.IncomingMessage, step: string): void {
  request.headers[TRAIL] = [request.headers[TRAIL], step].filter(Boolean).join(' ');
}

let server: http.Server;
let origin: string;
// Every server in this jest worker would run the hooks: each test takes its own away.
const removals: (() => void)[] = [];
const add = (...args: Parameters<typeof addRequestHook>) => removals.push(addRequestHook(...args));
afterEach(() => removals.splice(0).forEach((remove) => remove()));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    mark(request, 'next');
    response.end(String(request.headers[TRAIL]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const trail = async () => (await fetch(`${origin}/`)).text();

it('runs the hooks around each request, in the order added, before the server’s own listener', async () => {
  add('test-first', (request, _response, next) => (mark(request, 'first'), next()));
  add('test-second', (request, _response, next) => (mark(request, 'second'), next()));
  expect(await trail()).toBe('first second next');
  expect(await trail()).toBe('first second next');
});

it('replaces a hook added again under the same name instead of running both', async () => {
  add('test-first', (request, _response, next) => (mark(request, 'first'), next()));
  add('test-second', (request, _response, next) => (mark(request, 'second'), next()));
  add('test-first', (request, _response, next) => (mark(request, 'first-again'), next()));
  expect(await trail()).toBe('first-again second next');
});

it('takes a hook away when asked, and then the request reaches the server untouched', async () => {
  const remove = addRequestHook('test-first', (request, _response, next) => (mark(request, 'first'), next()));
  expect(await trail()).toBe('first next');
  remove();
  expect(await trail()).toBe('next');
});

it('lets a hook stop a request: what it answers is all the client gets', async () => {
  add('test-second', (_request, response) => {
    response.statusCode = 418;
    response.end('stopped');
    return true;
  });
  const response = await fetch(`${origin}/`);
  expect(response.status).toBe(418);
  expect(await response.text()).toBe('stopped');
});

it('leaves events other than requests alone', () => {
  const seen: string[] = [];
  const other = http.createServer();
  other.on('custom', (value: string) => seen.push(value));
  expect(other.emit('custom', 'passed through')).toBe(true);
  expect(seen).toEqual(['passed through']);
});
