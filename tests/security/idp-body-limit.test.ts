import { POST as idp } from '@/app/idp/route';
import { MAX_BODY_BYTES } from '@/lib/api/body';
import nextConfig from '@/next.config';

// The pool at /idp refuses a body over 1 MB, as /prod and /api do, without reading it: a declared
// Content-Length over the cap is refused at once, and a chunked body is read no further than it.
const CHUNK = 64 * 1024;

/** A body of `total` bytes that records how much of it was read. */
function countingBody(total: number) {
  const stats = { read: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.read >= total) return controller.close();
      stats.read += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
  });
  return { stream, stats };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/idp', {
    method: 'POST',
    headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

it('a declared body over 1 MB is a 413 before any of it is read', async () => {
  const { stream, stats } = countingBody(100 * 1024 * 1024);
  const response = await idp(post(stream, { 'content-length': String(100 * 1024 * 1024) }));
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ __type: 'RequestEntityTooLargeException' });
  expect(stats.read).toBeLessThanOrEqual(CHUNK);
});

it('a chunked body is read no further than 1 MB, then refused with 413', async () => {
  const { stream, stats } = countingBody(100 * 1024 * 1024);
  const response = await idp(post(stream));
  expect(response.status).toBe(413);
  expect(stats.read).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK);
});

it('a body under the cap is read as before', async () => {
  const response = await idp(post(JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'nope' })));
  expect(response.status).toBe(400);
  expect((await response.json()).__type).not.toBe('RequestEntityTooLargeException');
});

it('Next keeps no more of a body for the proxy than the handlers accept', () => {
  expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(MAX_BODY_BYTES);
});
