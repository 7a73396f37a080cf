import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { signIdToken } from '@/lib/idp/keys';
import { findEndpoints, handlersOf, rowCounts, type Handler, type Method } from './endpoints';

// Every /prod, /api and /idp handler, called with arbitrary query strings, bodies, path params and
// tokens: never a 5xx, and a request it rejects (4xx) leaves every table as it was.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const SUB = 'property-visitor';

const QUERY_KEYS = ['id', 'slug', 'filter', 'page', 'experience', 'region', 'areaId', 'siteType', 'location_types', 'experience_types', 'type', 'area', 'category', 'badge_ids', 'min_latitude', 'max_latitude', 'min_longitude', 'max_longitude', 'limit', 'placeId', 'fields', 'q', 'secret', 'tag', 'path', 'preview'];
const BODY_KEYS = ['email', 'first_name', 'last_name', 'interests', 'state', 'owner', 'name', 'locations', 'routing', 'tripInfo', 'userId', 'Rating', 'Timestamp', 'Path', 'Feedback', 'Helpfulness', 'Note', 'Issues', 'Status', 'recordId', 'company', 'address', 'address2', 'city', 'zip', 'newsletter', 'map', 'startDate', 'endDate', 'tripId', 'ClientId', 'Username', 'Password', 'AuthFlow', 'AuthParameters', 'ConfirmationCode', 'AccessToken', 'UserAttributes'];
const IDP_TARGETS = ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'InitiateAuth', 'ForgotPassword', 'ConfirmForgotPassword', 'GetUser', 'ChangePassword', 'DeleteUser', 'Nope'].map((t) => `AWSCognitoIdentityProviderService.${t}`);

const nasty = fc.constantFrom('', ' ', 'all', '-1', '0', '1', '2', '1,2,3', ',', 'NaN', 'Infinity', '1e309', '9'.repeat(40), "' or 1=1 --", '<script>alert(1)</script>', '%00', '\u0000', '../../etc/passwd', 'null', 'true', '{}', '[]', SUB, 'a'.repeat(5000));
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer().map(String));
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), text, { maxKeys: 5 });
const jsonish = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(text, fc.integer()), { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_KEYS), jsonish, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }).map((raw) => ({ raw })),
);

type Case = { query: Record<string, string>; body: unknown; params: string[]; auth: 'none' | 'valid' | 'garbage'; target: string | null };

function buildRequest(urlPath: string, method: Method, c: Case, token: string): NextRequest {
  const url = new URL(urlPath, 'http://localhost:3000');
  for (const [k, v] of Object.entries(c.query)) url.searchParams.append(k, v);
  const headers = new Headers({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.0.1` });
  if (c.auth === 'valid') headers.set('authorization', `Bearer ${token}`);
  if (c.auth === 'garbage') headers.set('authorization', 'Bearer not.a.token');
  if (c.target) headers.set('x-amz-target', c.target);
  let payload: string | undefined;
  if (method !== 'GET') {
    const raw = c.body && typeof c.body === 'object' && 'raw' in c.body ? String((c.body as { raw: unknown }).raw) : JSON.stringify(c.body);
    payload = raw;
    headers.set('content-type', 'application/json');
  }
  return new NextRequest(url, { method, headers, body: payload });
}

let token = '';
beforeAll(async () => {
  token = await signIdToken(await getDb(), { sub: SUB, email: `${SUB}@example.com` });
});

// Handlers that read the next-auth session cookie call headers(), which needs the request scope
// only a running Next server has; those are left to the browser tests and listed here.
const needsRequestScope: string[] = [];
afterAll(() => {
  if (needsRequestScope.length) console.info(`Not property-tested (need a Next request scope): ${needsRequestScope.join(', ')}`);
});

async function outsideRequestScope(handler: Handler, urlPath: string, method: Method): Promise<boolean> {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const request = new NextRequest(new URL(urlPath, 'http://localhost:3000'), { method, body: method === 'GET' ? undefined : '{}' });
    await handler(request, { params: Promise.resolve({}) });
    return errors.mock.calls.some((call) => call.some((arg) => String(arg instanceof Error ? arg.message : arg).includes('outside a request scope')));
  } finally {
    errors.mockRestore();
  }
}

describe.each(findEndpoints())('$urlPath', ({ file, urlPath, params }) => {
  it('never answers 5xx, and a rejected write changes no table', async () => {
    const handlers = await handlersOf(file);
    expect(Object.keys(handlers).length).toBeGreaterThan(0);
    for (const [method, handler] of Object.entries(handlers) as [Method, Handler][]) {
      if (await outsideRequestScope(handler, urlPath, method)) {
        needsRequestScope.push(`${method} ${urlPath}`);
        continue;
      }
      const arbitrary = fc.record({
        query,
        body,
        params: fc.array(fc.oneof(text, fc.constant(SUB)), { minLength: params.length, maxLength: params.length }),
        auth: fc.constantFrom('none', 'valid', 'garbage') as fc.Arbitrary<Case['auth']>,
        target: urlPath.startsWith('/idp') ? fc.option(fc.constantFrom(...IDP_TARGETS), { nil: null }) : fc.constant(null),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c) => {
          const before = method === 'GET' ? undefined : await rowCounts();
          const routeParams = Object.fromEntries(params.map((p, i) => [p.name, p.catchAll ? [c.params[i] ?? ''] : (c.params[i] ?? '')]));
          const response = await handler(buildRequest(urlPath, method, c, token), { params: Promise.resolve(routeParams) });
          const label = `${method} ${urlPath} -> ${response.status}`;
          expect({ label, serverError: response.status >= 500 }).toEqual({ label, serverError: false });
          if (before && response.status >= 400) expect(await rowCounts()).toEqual(before);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
  });
});
