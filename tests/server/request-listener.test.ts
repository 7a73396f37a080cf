import type http from 'node:http';
import { serveWith } from './support/listener';

// The server entry's work around each request (server.mjs, lib/server/request-listener.mjs), on a
// real http.Server with a stand-in for Next's handler.

const ok = (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.setHeader('x-nextjs-cache', 'HIT');
  response.end('page');
};

let site: Awaited<ReturnType<typeof serveWith>>;
afterEach(() => site?.close());

describe('request id', () => {
  it('makes one when the caller sent none, returns it, and hands it to the app', async () => {
    let seenByApp: string | undefined;
    site = await serveWith((request, response) => {
      seenByApp = String(request.headers['x-request-id']);
      response.end();
    });
    const response = await fetch(`${site.origin}/`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenByApp).toBe(id);
  });

  it("keeps the caller's id when it is plain, and replaces one that is not", async () => {
    site = await serveWith(ok);
    const kept = await fetch(`${site.origin}/`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await fetch(`${site.origin}/`, { headers: { 'x-request-id': 'a b"}\u00e9'.repeat(3) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with method, route, status, duration, request id and copy', async () => {
    site = await serveWith((request, response) => {
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end();
    });
    await fetch(`${site.origin}/places-to-go/desoto-falls`, { headers: { 'x-request-id': 'one' } });
    await fetch(`${site.origin}/missing`, { method: 'POST', headers: { 'x-request-id': 'two' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requests = site.lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/places-to-go/[slug]',
        status: 200,
        requestId: 'one',
        copy: expect.any(String),
        durationMs: expect.any(Number),
        level: 'info',
      }),
      expect.objectContaining({ method: 'POST', route: '/[...missing]', status: 404, requestId: 'two' }),
    ]);
  });
});

describe('metrics endpoint', () => {
  it('answers from this machine, with counts per route and the page cache', async () => {
    site = await serveWith(ok);
    await fetch(`${site.origin}/road-trips`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await fetch(`${site.origin}/metrics`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('http_requests_total{method="GET",route="/road-trips",status="200"} 1');
    expect(body).toContain('page_cache_answers_total{result="hit"} 1');
    expect(body).toContain('http_request_duration_seconds_bucket');
  });

  it('refuses a forwarded request without the token, and answers one with it', async () => {
    site = await serveWith(ok, { metricsToken: 's3cret-token' });
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${site.origin}/metrics`, { headers: forwarded })).status).toBe(403);
    const wrong = { ...forwarded, authorization: 'Bearer nope' };
    expect((await fetch(`${site.origin}/metrics`, { headers: wrong })).status).toBe(403);
    const right = { ...forwarded, authorization: 'Bearer s3cret-token' };
    expect((await fetch(`${site.origin}/metrics`, { headers: right })).status).toBe(200);
  });
});

describe('health and shutdown', () => {
  it('answers liveness and readiness apart from the app', async () => {
    const handle = jest.fn(ok);
    site = await serveWith(handle);
    expect((await fetch(`${site.origin}/api/health/live`)).status).toBe(200);
    expect(await (await fetch(`${site.origin}/api/health/ready`)).json()).toEqual({ status: 'ready' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('fails readiness first, lets a request in flight finish, then stops', async () => {
    let finish = () => {};
    site = await serveWith(
      (_request, response) => {
        finish = () => response.end('slow page');
      },
      { noticeMs: 300 },
    );
    const slow = fetch(`${site.origin}/road-trips`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = site.drain.start(site.server);
    const readiness = await fetch(`${site.origin}/api/health/ready`, { headers: { connection: 'close' } });
    expect([readiness.status, await readiness.json()]).toEqual([503, { status: 'draining' }]);
    const health = await fetch(`${site.origin}/api/health`, { headers: { connection: 'close' } });
    expect(health.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 350));
    finish();
    expect(await (await slow).text()).toBe('slow page');
    expect(await drained).toEqual({ inFlight: 0, waitedMs: expect.any(Number) });
  });

  it('stops waiting for a request that never ends after the drain timeout', async () => {
    site = await serveWith(() => undefined, { drainTimeoutMs: 200 });
    const hanging = fetch(`${site.origin}/road-trips`).catch(() => 'cut off');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const result = await site.drain.start(site.server);
    expect(result.inFlight).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await hanging).toBe('cut off');
  });
});
