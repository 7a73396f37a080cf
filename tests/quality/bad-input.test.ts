import { NextRequest } from 'next/server';
import { GET as autocompleteGet } from '@/app/api/autocomplete/route';
import { POST as favouritesPost } from '@/app/api/favourites/route';
import { POST as createHelpfulness } from '@/app/api/feedback/createHelpfulness/route';
import { POST as addSubscriber } from '@/app/api/newsletter/addSubscriber/route';
import { POST as requestVacationGuide } from '@/app/api/newsletter/requestVacationGuide/route';
import { POST as signupNewsletter } from '@/app/api/newsletter/signupNewsletter/route';
import { GET as apiTripGet, PUT as apiTripPut } from '@/app/api/trips/[id]/route';
import { POST as apiTripsPost } from '@/app/api/trips/route';
import { POST as idpPost } from '@/app/idp/route';
import { GET as searchEvents } from '@/app/prod/searchEvents/route';
import { GET as prodTripGet } from '@/app/prod/trips/[tripId]/route';
import { POST as prodTripsPost } from '@/app/prod/trips/route';
import { LOCAL_POOL } from '@/lib/idp/config';
import { ensureVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { tokenFor } from '../support/fixtures';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';
import { rowCounts } from './endpoints';

// Requests that once answered 500: each must be a 4xx that names the field, and
// change nothing.
// Each handler types its own params; `never` lets one table hold them all.
type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;
type Case = {
  name: string;
  handler: Handler;
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string>;
  auth?: 'token' | 'session';
  field: string;
};

const SUB = 'bad-input-visitor';
const trip = { name: 'Gulf Shores Trip', locations: [], routing, tripInfo: [] };
const guideOrder = {
  first_name: 'Kayla',
  last_name: 'Reed',
  email: 'kayla@example.com',
  address: '1 Beach Blvd',
  city: 'Gulf Shores',
  state: 'AL',
  zip: '36542',
};
const helpfulness = { Rating: 3, Timestamp: Date.now(), Path: '/places-to-go' };
const NUL = 'a\u0000b';

const cases: Case[] = [
  { name: 'NUL in searchEvents q', handler: searchEvents, url: '/prod/searchEvents?q=a%00b', field: 'q' },
  { name: 'NUL in autocomplete q', handler: autocompleteGet, url: '/api/autocomplete?q=a%00b', field: 'q' },
  {
    name: 'year 0000 in searchEvents end',
    handler: searchEvents,
    url: '/prod/searchEvents?end=0000-01-01',
    field: 'end',
  },
  {
    name: 'NUL in a /prod trip name',
    handler: prodTripsPost,
    url: '/prod/trips',
    method: 'POST',
    auth: 'token',
    body: { ...trip, owner: SUB, name: NUL },
    field: 'name',
  },
  {
    name: 'NUL in a /prod trip city',
    handler: prodTripsPost,
    url: '/prod/trips',
    method: 'POST',
    auth: 'token',
    body: { ...trip, owner: SUB, routing: { ...routing, begin: { ...routing.begin, city: NUL } } },
    field: 'routing.begin.city',
  },
  {
    name: 'year 0000 in a /prod trip startDate',
    handler: prodTripsPost,
    url: '/prod/trips',
    method: 'POST',
    auth: 'token',
    body: { ...trip, owner: SUB, startDate: '0000-01-01' },
    field: 'startDate',
  },
  {
    name: 'NUL in an /api trip name',
    handler: apiTripsPost,
    url: '/api/trips',
    method: 'POST',
    auth: 'session',
    body: { ...trip, name: NUL },
    field: 'name',
  },
  {
    name: 'NUL in an /api trip city',
    handler: apiTripsPost,
    url: '/api/trips',
    method: 'POST',
    auth: 'session',
    body: { ...trip, routing: { ...routing, end: { ...routing.end, city: NUL } } },
    field: 'routing.end.city',
  },
  {
    name: 'year 0000 in an /api trip startDate',
    handler: apiTripsPost,
    url: '/api/trips',
    method: 'POST',
    auth: 'session',
    body: { ...trip, startDate: '0000-01-01' },
    field: 'startDate',
  },
  {
    name: 'trip id 2^31 on /prod',
    handler: prodTripGet,
    url: '/prod/trips/2147483648',
    auth: 'token',
    params: { tripId: '2147483648' },
    field: 'tripId',
  },
  {
    name: 'trip id 2^31 on /api',
    handler: apiTripGet,
    url: '/api/trips/2147483648',
    auth: 'session',
    params: { id: '2147483648' },
    field: 'id',
  },
  {
    name: 'trip id 2^53 on an /api update',
    handler: apiTripPut,
    url: '/api/trips/9007199254740993',
    method: 'PUT',
    auth: 'session',
    params: { id: '9007199254740993' },
    body: trip,
    field: 'id',
  },
  {
    name: 'favourite id 2^31',
    handler: favouritesPost,
    url: '/api/favourites',
    method: 'POST',
    auth: 'session',
    body: { ids: [2147483648] },
    field: 'ids.0',
  },
  {
    name: 'NUL in a newsletter first name',
    handler: addSubscriber,
    url: '/api/newsletter/addSubscriber',
    method: 'POST',
    body: { email: 'kayla@example.com', first_name: NUL },
    field: 'first_name',
  },
  {
    name: 'NUL in a newsletter last name',
    handler: signupNewsletter,
    url: '/api/newsletter/signupNewsletter',
    method: 'POST',
    body: { email: 'kayla@example.com', last_name: NUL, state: 'AL' },
    field: 'last_name',
  },
  {
    name: 'NUL in a guide order name',
    handler: requestVacationGuide,
    url: '/api/newsletter/requestVacationGuide',
    method: 'POST',
    body: { ...guideOrder, first_name: NUL },
    field: 'first_name',
  },
  {
    name: 'lone surrogate in a guide order city',
    handler: requestVacationGuide,
    url: '/api/newsletter/requestVacationGuide',
    method: 'POST',
    body: { ...guideOrder, city: 'Mobile\uD800' },
    field: 'city',
  },
  {
    name: 'NUL in a helpfulness Path',
    handler: createHelpfulness,
    url: '/api/feedback/createHelpfulness',
    method: 'POST',
    body: { ...helpfulness, Path: '/a\u0000b' },
    field: 'Path',
  },
  {
    name: 'helpfulness Timestamp past the last Date',
    handler: createHelpfulness,
    url: '/api/feedback/createHelpfulness',
    method: 'POST',
    body: { ...helpfulness, Timestamp: 8640000000000001 },
    field: 'Timestamp',
  },
];

let token = '';
let cookie = '';
beforeAll(async () => {
  token = await tokenFor(SUB);
  const session = await signedInSession(`${SUB}@example.com`);
  cookie = session.cookie;
  // The first signed-in request makes the visitor record; that write is not the bad input's.
  await ensureVisitor(session.userId, `${SUB}@example.com`);
});

async function send(c: Case) {
  const headers: Record<string, string> = { 'x-client-address': '10.9.9.9' };
  if (c.auth === 'session') headers.cookie = cookie;
  const options = {
    url: c.url,
    method: c.method,
    body: c.body,
    params: c.params as never,
    headers,
    token: c.auth === 'token' ? token : undefined,
  };
  // The cookie-session handlers read it through headers(), which needs the request scope.
  const scoped: Handler = (request, context) => inRequestScope(request, () => c.handler(request, context));
  return call(scoped, options);
}

describe('bad input is a 4xx naming the field, and writes nothing', () => {
  it.each(cases)('$name', async (c) => {
    const before = await rowCounts();
    const { status, body } = await send(c);
    expect({ status, field: body?.error?.field }).toEqual({ status: 400, field: c.field });
    expect(body.error.message).toContain(c.field);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('/idp', () => {
  it.each(['SignUp', 'ForgotPassword'])(
    'a NUL in the Username of %s is InvalidParameterException naming username',
    async (action) => {
      const request = new NextRequest('http://localhost:3000/idp', {
        method: 'POST',
        headers: {
          'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
          'content-type': 'application/x-amz-json-1.1',
        },
        body: JSON.stringify({
          ClientId: LOCAL_POOL.clientId,
          Username: 'kay\u0000la@example.com',
          Password: 'Correct-Horse-42',
        }),
      });
      const response = await idpPost(request);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { __type: string; message: string };
      expect(body.__type).toBe('InvalidParameterException');
      expect(body.message).toContain('username');
    },
  );
});

describe('bodies over 1 MB', () => {
  const big = JSON.stringify({ ...guideOrder, company: 'x'.repeat(1024 * 1024) });
  it.each([
    ['/api/newsletter/requestVacationGuide', requestVacationGuide as Handler, {}],
    ['/prod/trips', prodTripsPost as Handler, { auth: 'token' }],
  ] as const)('%s answers 413', async (url, handler, extra) => {
    const { status, body } = await send({
      name: url,
      handler,
      url,
      method: 'POST',
      body: big,
      field: 'body',
      ...extra,
    });
    expect(status).toBe(413);
    expect(body.error.field).toBe('body');
  });
});
