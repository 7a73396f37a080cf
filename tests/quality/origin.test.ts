import { z } from 'zod';
import { parseBody, route } from '@/lib/api/handler';
import { CROSS_ORIGIN_MESSAGE, isAllowedOrigin } from '@/lib/api/origin';
import { call } from '../support/api';

const handled: unknown[] = [];
const POST = route(async (request) => {
  const body = await parseBody(request, z.object({ name: z.string() }));
  handled.push(body);
  return { ok: true };
});

function request(method: string, headers: Record<string, string>) {
  return new Request('http://localhost:3000/prod/trips', { method, headers: { host: 'localhost:3000', ...headers } });
}

describe('the Origin check on state-changing route handlers', () => {
  beforeEach(() => handled.splice(0));

  it('refuses a cross-site POST with 403 and never runs the handler', async () => {
    const { status, body } = await call(POST, {
      method: 'POST',
      body: { name: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
    expect(body.error.message).toBe(CROSS_ORIGIN_MESSAGE);
    expect(handled).toHaveLength(0);
  });

  it('lets a same-origin POST and one without an Origin header (another server, the app) through', async () => {
    expect(
      (await call(POST, { method: 'POST', body: { name: 'a' }, headers: { origin: 'http://localhost:3000' } })).status,
    ).toBe(200);
    expect((await call(POST, { method: 'POST', body: { name: 'b' } })).status).toBe(200);
    expect(handled).toHaveLength(2);
  });

  it('judges by host, forwarded host and method', () => {
    expect(isAllowedOrigin(request('GET', { origin: 'https://evil.example' }))).toBe(true);
    expect(isAllowedOrigin(request('DELETE', { origin: 'https://evil.example' }))).toBe(false);
    expect(isAllowedOrigin(request('PUT', { origin: 'null' }))).toBe(false);
    expect(
      isAllowedOrigin(
        request('PATCH', { origin: 'https://www.alabama.travel', 'x-forwarded-host': 'www.alabama.travel' }),
      ),
    ).toBe(true);
    expect(isAllowedOrigin(request('POST', { origin: 'http://localhost:3000.evil.example' }))).toBe(false);
  });
});
