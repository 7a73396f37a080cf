import { expect, test } from '@playwright/test';

// The Main API through the real server: what jest's direct handler calls cannot show
// (redirects, compression, the proxy in front).

test('POST /prod/visitors/ and /idp/ answer directly, with no redirect a Cognito or AWS SDK client could not follow', async ({
  request,
}) => {
  const visitors = await request.post('/prod/visitors/', {
    data: { userId: 'x', email: 'x@example.com' },
    maxRedirects: 0,
  });
  expect(visitors.status()).toBe(401);
  expect((await visitors.json()).error.status).toBe(401);
  const pool = await request.post('/idp/', {
    headers: {
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'content-type': 'application/x-amz-json-1.1',
    },
    data: JSON.stringify({
      ClientId: 'unknown-client',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'x' },
    }),
    maxRedirects: 0,
  });
  expect(pool.status()).toBe(400);
  expect(pool.headers()['x-amzn-errortype']).toMatch(/Exception:$/);
  // Pages keep one canonical address: the slash form is sent there with a 308.
  const page = await request.get('/places-to-go/', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers()['location']).toMatch(/\/places-to-go$/);
});

test('filterLocations answers at most 500 places with string coordinates, gzipped when asked', async ({ request }) => {
  const response = await request.get('/prod/filterLocations?limit=500', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  const places = await response.json();
  expect(places.length).toBeGreaterThan(0);
  expect(places.length).toBeLessThanOrEqual(500);
  expect(typeof places[0].latitude).toBe('string');
  expect(typeof places[0].longitude).toBe('string');
});

test('a limit above 500 is a 400 naming the field, never a stack trace', async ({ request }) => {
  const response = await request.get('/prod/filterLocations?limit=501');
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error).toMatchObject({ status: 400, field: 'limit' });
  expect(body.error.message).toContain('at most 500');
});

test('GET /prod/trips lists the road trips with 5, 18, 44, 48 and 74 as golf trips', async ({ request }) => {
  const { trips } = await (await request.get('/prod/trips')).json();
  const golf = trips.filter((t: { golf: boolean }) => t.golf).map((t: { tripId: number }) => t.tripId);
  expect(golf.sort((a: number, b: number) => a - b)).toEqual([5, 18, 44, 48, 74]);
});

test('trip writes and visitor reads need a bearer token', async ({ request }) => {
  expect((await request.post('/prod/trips', { data: {} })).status()).toBe(401);
  expect((await request.delete('/prod/trips/1')).status()).toBe(401);
  expect((await request.get('/prod/visitors/someone/trips')).status()).toBe(401);
  const forged = await request.get('/prod/visitors/someone', {
    headers: { authorization: 'Bearer forged.token.value' },
  });
  expect(forged.status()).toBe(401);
});

test('Main API answers carry the security headers and a policy that loads nothing, outside the proxy', async ({
  request,
}) => {
  for (const response of [await request.get('/prod/cities'), await request.get('/prod/areaDetail?id=not-a-number')]) {
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-powered-by']).toBeUndefined();
  }
});
