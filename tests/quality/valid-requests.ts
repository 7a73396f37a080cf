import { POST as createHelpfulness } from '@/app/api/feedback/createHelpfulness/route';
import { POST as createTrip } from '@/app/prod/trips/route';
import { LOCAL_POOL } from '@/lib/idp/config';
import { createInvite } from '@/lib/trip-planner/invites';
import { createShareLink } from '@/lib/trips/share-links';
import { ensureVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { insertEvents, insertPlaces, insertRoadTrips, tokenFor } from '../support/fixtures';
import { signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

// A request each handler accepts, so a property can change one field at a time and reach the
// code behind validation (the write paths), not only the schema.

export type Template = {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  target?: string;
};

export type Scene = { userId: string; cookie: string; token: string; templates: Record<string, Template> };

export async function setUpScene(email: string): Promise<Scene> {
  const session = await signedInSession(email);
  const { userId } = session;
  // The first signed-in request makes the visitor record; later rejected writes must change nothing.
  await ensureVisitor(userId, email);
  const token = await tokenFor(userId, email);
  const places = await insertPlaces();
  const events = await insertEvents(places);
  const trip = {
    name: 'Gulf Shores Trip',
    locations: [places.park.slug],
    routing,
    tripInfo: [{ locationId: String(places.park.id), show: true }],
    startDate: '2027-03-01',
    endDate: '2027-03-04',
  };
  const created = await call(createTrip, {
    url: '/prod/trips',
    method: 'POST',
    token,
    body: { ...trip, owner: userId },
  });
  if (created.status !== 201) throw new Error(`trip not created: ${created.status}`);
  const tripId = String((created.body as { tripId: number }).tripId);
  const invite = await createInvite(userId, Number(tripId));
  const shareLink = await createShareLink(userId, Number(tripId));
  const roadTrips = await insertRoadTrips(places);
  const record = await call(createHelpfulness, {
    url: '/api/feedback/createHelpfulness',
    method: 'POST',
    body: { Rating: 3, Timestamp: Date.now(), Path: '/places-to-go' },
    headers: { 'x-client-address': '10.200.0.1' },
  });
  const recordId = (record.body as { recordId?: string }).recordId ?? '00000000-0000-4000-8000-000000000000';
  const guide = {
    first_name: 'Kayla',
    last_name: 'Reed',
    email: 'kayla@example.com',
    address: '1 Beach Blvd',
    city: 'Gulf Shores',
    state: 'AL',
    zip: '36542',
    interests: '{Beaches}',
    newsletter: true,
  };
  const idp = (action: string, body: Record<string, unknown>): Template => ({
    target: `AWSCognitoIdentityProviderService.${action}`,
    body: { ClientId: LOCAL_POOL.clientId, ...body },
  });

  const templates: Record<string, Template> = {
    'GET /prod/searchEvents': {
      query: { q: 'shrimp', start: '2027-01-01', end: '2027-12-31', page: '1', areaId: String(places.region.id) },
    },
    'GET /prod/filterLocations': {
      query: {
        location_types: 'attraction,food',
        min_latitude: '30',
        max_latitude: '31',
        min_longitude: '-88',
        max_longitude: '-87',
        limit: '10',
        badge_ids: '1',
      },
    },
    'GET /prod/locationDetail': { query: { id: String(places.park.id) } },
    'GET /prod/locationsByIdList': { query: { id: `${places.park.id},${places.oysterBar.id}` } },
    'GET /prod/areaDetail': { query: { id: String(places.region.id) } },
    'GET /prod/citiesDetail': { query: { id: places.city.slug } },
    'GET /prod/eventDetail': { query: { slug: events.shrimpFest.slug } },
    'GET /prod/changeRequestDetail': { query: { slug: events.shrimpFest.slug } },
    'GET /prod/search_trips': { query: { experience: 'beaches', region: String(places.region.id) } },
    'GET /prod/trips/[tripId]': { params: { tripId } },
    'PUT /prod/trips/[tripId]': { params: { tripId }, body: { ...trip, tripId: Number(tripId), owner: userId } },
    'DELETE /prod/trips/[tripId]': { params: { tripId } },
    'POST /prod/trips': { body: { ...trip, owner: userId } },
    'POST /prod/visitors': { body: { userId, email } },
    'GET /prod/visitors/[userId]': { params: { userId } },
    'GET /prod/visitors/[userId]/trips': { params: { userId } },
    'GET /prod/visitors/[userId]/favourites': { params: { userId } },
    'POST /prod/visitors/[userId]/favourites': { params: { userId }, body: { ids: [places.park.id] } },
    'DELETE /prod/visitors/[userId]/favourites': { params: { userId }, body: { ids: [places.park.id] } },
    'GET /api/autocomplete': { query: { q: 'Gulf', kind: 'any' } },
    'GET /api/along-route': {
      query: { points: '30.69,-88.04;30.25,-87.7', miles: '25', kind: 'eat', exclude: places.oysterBar.slug },
    },
    'GET /api/search/suggest': { query: { q: 'Gulf' } },
    'GET /api/alerts/crisis': { query: { siteType: 'travel' } },
    'GET /api/content/[slug]': { params: { slug: 'home' } },
    'GET /api/events/[slug]/ics': { params: { slug: events.shrimpFest.slug } },
    'GET /api/trips/[id]': { params: { id: tripId } },
    'PUT /api/trips/[id]': { params: { id: tripId }, body: trip },
    'DELETE /api/trips/[id]': { params: { id: tripId } },
    'GET /api/trips/[id]/export': { params: { id: tripId }, query: { format: 'ics', start: '2027-04-09' } },
    'POST /api/trips/[id]/invites': { params: { id: tripId } },
    'DELETE /api/trips/[id]/invites': { params: { id: tripId }, body: { token: invite.token } },
    'POST /api/trips/[id]/share': { params: { id: tripId } },
    'POST /api/road-trips/[id]/save': { params: { id: String(roadTrips.coastTripId) }, body: { copy: true } },
    'DELETE /api/trips/[id]/share': { params: { id: tripId }, body: { token: shareLink.token } },
    'GET /api/trips/[id]/collaborators': { params: { id: tripId } },
    'DELETE /api/trips/[id]/collaborators': { params: { id: tripId }, body: { userId: 'another-planner' } },
    'POST /api/trips': { body: trip },
    'POST /api/trips/join': { body: { token: invite.token } },
    'POST /api/favourites': { body: { ids: [places.park.id] } },
    'DELETE /api/favourites': { body: { ids: [places.park.id] } },
    'POST /api/feedback/createHelpfulness': {
      body: { Rating: 1.5, Timestamp: new Date().toISOString(), Path: '/places-to-go' },
    },
    'POST /api/feedback/createFeedback': {
      body: { Helpfulness: [recordId], Note: 'The hours are wrong.', Issues: [], Timestamp: Date.now() },
    },
    'POST /api/newsletter/addSubscriber': {
      body: { email: 'news@example.com', first_name: 'Kayla', last_name: 'Reed', interests: ['Beaches'] },
    },
    'POST /api/newsletter/signupNewsletter': { body: { email: 'news@example.com', first_name: 'Kayla', state: 'AL' } },
    'POST /api/newsletter/signupMap': { body: { email: 'map@example.com' } },
    'POST /api/newsletter/requestVacationGuide': { body: { ...guide, idempotencyKey: 'order-key-0001' } },
    // Behind its secret: without one every body is a 401, so only the arbitrary property reaches it.
    'POST /api/revalidate': { body: { path: '/places-to-go' } },
    'POST /idp': idp('SignUp', {
      Username: 'new@example.com',
      Password: 'Orange-Beach-7',
      UserAttributes: [{ Name: 'email', Value: 'new@example.com' }],
    }),
  };
  return { userId, cookie: session.cookie, token, templates };
}

/** Every leaf of a template as a path: ['body', 'routing', 'begin', 'city'], ['query', 'q'], ... */
export function leavesOf(template: Template): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
      if (entries.length === 0) out.push(path);
      for (const [key, child] of entries) walk(child, [...path, key]);
    } else out.push(path);
  };
  for (const part of ['query', 'body', 'params'] as const) if (template[part]) walk(template[part], [part]);
  return out;
}

/** A copy of the template with the leaf at `path` replaced by `value` (text in a query or path). */
export function withLeaf(template: Template, path: (string | number)[], value: unknown): Template {
  const copy = structuredClone(template) as Record<string, unknown>;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  node[last] = path[0] === 'body' ? value : typeof value === 'string' ? value : JSON.stringify(value);
  return copy as Template;
}
