import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { inRequestScope } from '../support/session-scope';
import { findEndpoints, handlersOf, rowCounts, type Handler, type Method } from './endpoints';
import { leavesOf, setUpScene, withLeaf, type Scene, type Template } from './valid-requests';

// Every /prod, /api and /idp handler, signed in by bearer token and by session cookie inside a
// request scope, called two ways: a request it accepts with one field changed to a hostile value
// (so validation is passed everywhere else and write paths are reached), and arbitrary queries and
// bodies. Never a 5xx; a 400 names the field; a rejected write leaves every table as it was.
// A fixed seed keeps CI repeatable; PROPERTY_RUNS and PROPERTY_SEED widen the benchmark run.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);
const EMAIL = 'property-visitor@example.com';

const QUERY_KEYS = [
  'id',
  'slug',
  'filter',
  'page',
  'experience',
  'region',
  'areaId',
  'siteType',
  'location_types',
  'experience_types',
  'type',
  'area',
  'category',
  'badge_ids',
  'min_latitude',
  'max_latitude',
  'min_longitude',
  'max_longitude',
  'limit',
  'q',
  'kind',
  'format',
  'start',
  'end',
  'points',
  'miles',
  'exclude',
];
const BODY_KEYS = [
  'email',
  'first_name',
  'last_name',
  'interests',
  'state',
  'owner',
  'name',
  'locations',
  'routing',
  'tripInfo',
  'userId',
  'Rating',
  'Timestamp',
  'Path',
  'Feedback',
  'Helpfulness',
  'Note',
  'Issues',
  'Status',
  'company',
  'address',
  'city',
  'zip',
  'startDate',
  'endDate',
  'tripId',
  'ids',
  'token',
  'version',
  'ClientId',
  'Username',
  'Password',
  'AuthFlow',
  'AuthParameters',
  'ConfirmationCode',
  'AccessToken',
  'UserAttributes',
];
const IDP_TARGETS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'Nope',
].map((t) => `AWSCognitoIdentityProviderService.${t}`);

// The classes that answered 500 before: NUL, lone surrogates, integers past PostgreSQL's integer
// and past 2^53, year 0 and five-digit years, RTL overrides, and very long text.
const unicode = fc.string({ unit: 'binary', maxLength: 24 });
const withNul = fc.tuple(unicode, unicode).map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc
  .tuple(fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 6 }))
  .map(([unit, rest]) => `${rest}${String.fromCharCode(unit)}${rest}`);
const rtl = fc
  .tuple(fc.constantFrom('\u202e', '\u202d', '\u2066', '\u2067', '\u200f'), fc.string({ maxLength: 12 }))
  .map(([mark, rest]) => `${mark}${rest}`);
const hugeInteger = fc.oneof(
  fc.integer({ min: 2 ** 31, max: 2 ** 53 }),
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e21, 8_640_000_000_000_001, -(2 ** 31) - 1),
);
const dateShaped = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '10000-01-01',
    '0000-00-00',
    '2027-02-30',
    '+002027-01-01',
    '-000001-01-01',
    '9999-12-31',
    '0001-01-01',
    '0000-01-01T00:00:00Z',
    '10000-01-01T00:00:00Z',
  ),
  fc.integer({ min: 0, max: 99_999 }).map((year) => `${String(year).padStart(4, '0')}-01-01`),
);
const longText = fc.constantFrom('a'.repeat(10_000), '9'.repeat(400));
const hostile = fc.oneof(
  withNul,
  loneSurrogate,
  unicode,
  rtl,
  hugeInteger,
  hugeInteger.map(String),
  dateShaped,
  longText,
  fc.constantFrom(null, true, [], {}, -1, 0, 1.5, ''),
);

// One of each class, tried in every field of every handler's valid request (the property samples).
const EACH_CLASS: unknown[] = [
  'a\u0000b',
  'Mobile\uD800',
  '\uDC00',
  2 ** 31,
  2 ** 53 + 2,
  String(2 ** 31),
  '0000-01-01',
  '10000-01-01',
  '\u202Eevil',
  'a'.repeat(10_000),
];

const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.integer().map(String));
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), text.map(String), {
  maxKeys: 5,
});
const jsonish = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.oneof(text, hugeInteger), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_KEYS), jsonish, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })),
);

type Auth = 'none' | 'token' | 'session' | 'garbage';
type Case = Template & { auth: Auth; raw?: string };

let scene: Scene;
beforeAll(async () => {
  scene = await setUpScene(EMAIL);
}, 120_000);

function buildRequest(urlPath: string, method: Method, c: Case): NextRequest {
  const url = new URL(urlPath, 'http://localhost:3000');
  for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.append(k, v);
  const headers = new Headers({ 'x-client-address': `10.${Math.floor(Math.random() * 250)}.0.1` });
  if (c.auth === 'token') headers.set('authorization', `Bearer ${scene.token}`);
  if (c.auth === 'garbage') headers.set('authorization', 'Bearer not.a.token');
  if (c.auth === 'session') headers.set('cookie', scene.cookie);
  if (c.target) headers.set('x-amz-target', c.target);
  let payload: string | undefined;
  if (method !== 'GET') {
    payload = c.raw ?? JSON.stringify(c.body ?? {});
    headers.set('content-type', 'application/json');
  }
  return new NextRequest(url, { method, headers, body: payload });
}

async function check(
  handler: Handler,
  urlPath: string,
  method: Method,
  params: { name: string; catchAll: boolean }[],
  c: Case,
) {
  // Form limits count every request: cleared so each case reaches the handler, not the limiter.
  await (await getDb()).execute(sql`delete from rate_limits`).catch(() => undefined);
  const before = method === 'GET' ? undefined : await rowCounts();
  const routeParams = Object.fromEntries(
    params.map((p) => [p.name, p.catchAll ? [c.params?.[p.name] ?? ''] : (c.params?.[p.name] ?? '')]),
  );
  const request = buildRequest(urlPath, method, c);
  const response = await inRequestScope(request, () => handler(request, { params: Promise.resolve(routeParams) }));
  const label = `${method} ${urlPath} -> ${response.status}`;
  expect({ label, serverError: response.status >= 500 }).toEqual({ label, serverError: false });
  if (response.status === 400) {
    const answer = (await response.json().catch(() => null)) as {
      error?: { field?: unknown; message?: unknown };
      __type?: unknown;
      message?: unknown;
    } | null;
    // The JSON APIs name the field; the pool answers in Cognito's shape, whose message names the member.
    const named = answer?.error
      ? typeof answer.error.field === 'string' && answer.error.field !== ''
      : typeof answer?.message === 'string';
    expect({ label, namesTheField: named }).toEqual({ label, namesTheField: true });
  }
  if (before && response.status >= 400) expect(await rowCounts()).toEqual(before);
}

const authFor = (urlPath: string): Auth =>
  urlPath.startsWith('/api/trips') || urlPath.startsWith('/api/favourites') ? 'session' : 'token';

describe.each(findEndpoints())('$urlPath', ({ file, urlPath, params }) => {
  it('answers a valid request with one field turned hostile with a 4xx naming it or a success, never a 5xx', async () => {
    const handlers = await handlersOf(file);
    for (const [method, handler] of Object.entries(handlers) as [Method, Handler][]) {
      const template = scene.templates[`${method} ${urlPath}`];
      if (!template) continue;
      const leaves = leavesOf(template);
      if (leaves.length === 0) continue;
      for (const leaf of leaves)
        for (const value of EACH_CLASS)
          await check(handler, urlPath, method, params, { ...withLeaf(template, leaf, value), auth: authFor(urlPath) });
      const oneBadField = fc.record({ leaf: fc.constantFrom(...leaves), value: hostile });
      await fc.assert(
        fc.asyncProperty(oneBadField, ({ leaf, value }) =>
          check(handler, urlPath, method, params, { ...withLeaf(template, leaf, value), auth: authFor(urlPath) }),
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    // Every leaf times every class is a few hundred handler calls for the trip routes.
  }, 300_000);

  it('never answers 5xx to arbitrary queries, bodies, path params and credentials', async () => {
    const handlers = await handlersOf(file);
    expect(Object.keys(handlers).length).toBeGreaterThan(0);
    for (const [method, handler] of Object.entries(handlers) as [Method, Handler][]) {
      const arbitrary = fc.record({
        query,
        body,
        params: fc.record(Object.fromEntries(params.map((p) => [p.name, text.map(String)]))) as fc.Arbitrary<
          Record<string, string>
        >,
        auth: fc.constantFrom<Auth>('none', 'token', 'session', 'garbage'),
        target: urlPath.startsWith('/idp')
          ? fc.option(fc.constantFrom(...IDP_TARGETS), { nil: undefined })
          : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, (c) => {
          const raw =
            c.body && typeof c.body === 'object' && 'raw' in c.body
              ? String((c.body as { raw: unknown }).raw)
              : undefined;
          return check(handler, urlPath, method, params, { ...c, body: c.body as Record<string, unknown>, raw });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  });
});

it('has a valid request for every handler that takes input', async () => {
  // A new handler with a query, body or path parameter needs a template, or the first property skips it.
  const missing: string[] = [];
  for (const { file, urlPath, params } of findEndpoints()) {
    for (const method of Object.keys(await handlersOf(file))) {
      const takesInput = params.length > 0 || method !== 'GET';
      if (takesInput && !scene.templates[`${method} ${urlPath}`] && !/^\/idp\/|\/api\/session/.test(urlPath))
        missing.push(`${method} ${urlPath}`);
    }
  }
  expect(missing).toEqual([]);
});
