import { NextRequest } from 'next/server';
import { CROSS_ORIGIN_MESSAGE } from '@/lib/api/origin';
import { proxy } from '@/proxy';

// A server action posted from another site: Next aborts it with a 500, so the proxy answers 403
// first, by Next's own rule (the Origin's host must be the X-Forwarded-Host, else the Host).
function action(headers: Record<string, string>) {
  return new NextRequest('http://localhost:3000/plan-your-trip', {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      'next-action': '7f3a9c0d',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    body: '[]',
  });
}

describe('server actions from another site', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'not a url' }],
    [
      'an origin that is not the forwarded host',
      { origin: 'http://localhost:3000', 'x-forwarded-host': 'www.alabama.travel' },
    ],
  ])('are refused with 403 when sent from %s', async (_name, headers) => {
    const response = await proxy(action(headers));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { status: 403, message: CROSS_ORIGIN_MESSAGE } });
  });

  it.each([
    ['the same host', { origin: 'http://localhost:3000' }],
    ['the forwarded host', { origin: 'https://www.alabama.travel', 'x-forwarded-host': 'www.alabama.travel' }],
    ['no Origin (not a browser)', {}],
  ])('go on to Next when sent from %s', async (_name, headers) => {
    expect((await proxy(action(headers))).status).not.toBe(403);
  });

  it('leave an ordinary cross-site form POST to the pages alone (no Next-Action header)', async () => {
    const request = new NextRequest('http://localhost:3000/search', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect((await proxy(request)).status).not.toBe(403);
  });
});
