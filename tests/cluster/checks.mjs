// What must hold whichever copy answers. Each check says which copy did what.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { checkCachedHeadersOnEveryCopy } from './cached-headers.mjs';
import { cookieJar, siteClient, within } from './site.mjs';

/** An editor's change must show on every copy this soon after the webhook. */
const FRESH_MS = 2000;

const step = (message) => console.log(`cluster: ${message}`);
const claims = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

export async function runChecks({ balancer, copies, env, databaseUrl }) {
  const site = siteClient(balancer);
  const [one, two] = copies;
  await checkCachedHeadersOnEveryCopy({ site, copies });
  const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Cluster-${randomBytes(4).toString('hex')}-9!`;

  // --- Sign up on one copy, confirm on the other, with the code from the shared outbox ---
  const signUp = await site.pool('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  assert.equal(signUp.status, 200, `SignUp: ${signUp.text}`);
  let code;
  await within(5000, async () => {
    const mails = (await site.request('/dev/mailbox?format=json')).json ?? [];
    code = mails.find((m) => m.to === email && m.meta?.purpose === 'signup')?.meta?.code;
    return Boolean(code);
  });
  assert.ok(code, 'the confirmation code never reached the outbox');
  await site.nextFrom(signUp.copy === one.name ? two.name : one.name);
  const confirm = await site.pool('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  assert.equal(confirm.status, 200, `ConfirmSignUp: ${confirm.text}`);
  assert.notEqual(confirm.copy, signUp.copy);
  step(`signed up on ${signUp.copy}, confirmed on ${confirm.copy}`);

  // --- Sign in to the pool (tokens signed by the one shared key) ---
  const auth = await site.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  assert.equal(auth.status, 200, `InitiateAuth: ${auth.text}`);
  const idToken = auth.json.AuthenticationResult.IdToken;
  const sub = claims(idToken).sub;

  // --- Sign in to the site: CSRF token from one copy, the form to the other, the session on both ---
  const jar = cookieJar();
  const csrf = await site.request('/api/auth/csrf');
  jar.take(csrf.headers);
  await site.nextFrom(csrf.copy === one.name ? two.name : one.name);
  const form = new URLSearchParams({ csrfToken: csrf.json.csrfToken, email, password, callbackUrl: '/' });
  const signIn = await site.request('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: form.toString(),
  });
  jar.take(signIn.headers);
  assert.ok(
    signIn.status === 302 || signIn.status === 303,
    `site sign-in answered ${signIn.status}: ${signIn.text.slice(0, 200)}`,
  );
  assert.doesNotMatch(
    signIn.headers.get('location') ?? '',
    /error/i,
    `site sign-in failed: ${signIn.headers.get('location')}`,
  );
  for (const copy of copies) {
    const session = await site.request('/api/session', { origin: copy.origin, headers: { cookie: jar.header() } });
    assert.equal(session.json?.signedIn, true, `${copy.name} does not see the session: ${session.text}`);
  }
  step(`signed in to the site through ${csrf.copy} and ${signIn.copy}; both copies see the session`);

  // --- A trip created on one copy is read on the other ---
  const places = (await site.request('/prod/featuredLocations')).json;
  const [a, b] = Array.isArray(places) ? places : (places?.locations ?? []);
  assert.ok(a && b, 'no featured places to put in a trip');
  const point = { lat: 30.246, long: -87.701, city: 'Gulf Shores', state: 'AL' };
  const bearer = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const tripName = `Cluster trip ${randomBytes(3).toString('hex')}`;
  const created = await site.request('/prod/trips', {
    origin: one.origin,
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({
      owner: sub,
      name: tripName,
      locations: [a.slug, b.slug],
      routing: { begin: point, end: { ...point, lat: 30.27, city: 'Orange Beach' } },
      tripInfo: [
        { locationId: String(a.id), show: true },
        { locationId: String(b.id), show: true },
      ],
    }),
  });
  assert.equal(created.status, 201, `POST /prod/trips on ${one.name}: ${created.text}`);
  const read = await site.request(`/prod/trips/${created.json.tripId}`, { origin: two.origin, headers: bearer });
  assert.equal(read.status, 200, `GET the trip on ${two.name}: ${read.text}`);
  assert.equal(read.json.name, tripName);
  step(`trip ${created.json.tripId} created on ${one.name}, read on ${two.name}`);

  // --- The login lock holds across copies: five wrong passwords, whichever copies, lock the user ---
  const guesses = [];
  for (let i = 0; i < 5; i += 1) {
    const wrong = await site.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: `${password}x` },
    });
    assert.equal(wrong.json?.__type, 'NotAuthorizedException', `wrong password ${i + 1}: ${wrong.text}`);
    guesses.push(wrong.copy);
  }
  const locked = await site.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  assert.equal(
    locked.json?.__type,
    'LimitExceededException',
    `the right password after five wrong ones: ${locked.text}`,
  );
  assert.equal(new Set([...guesses, locked.copy]).size, 2, 'the guesses did not reach both copies');
  step(`five wrong passwords over ${[...new Set(guesses)].join(' and ')} lock the user on both`);

  // --- An editor's webhook on one copy refreshes the other within 2 s ---
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await freshAfterWebhook({ site, one, two, env, db });
  } finally {
    await db.end();
  }
}

/** The site header's HTML on a page (its menus), not the rest of the page or its RSC payload. */
const headerOf = (html) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

/** Pages whose header menus must show an editor's change: home, a static page prerendered at build, a list. */
const MENU_PAGES = ['/', '/privacy-policy', '/road-trips'];

async function freshAfterWebhook({ site, one, two, env, db }) {
  const marker = `Cluster${randomBytes(4).toString('hex')}`;
  const page = (copy) => site.request('/', { origin: copy.origin });
  const answers = (copy) => site.request('/prod/featured_trips', { origin: copy.origin });
  // Both copies have the pages, the menus and the Main API answer cached before the edit.
  for (let i = 0; i < 2; i += 1)
    await Promise.all([
      answers(two),
      ...[one, two].flatMap((copy) => MENU_PAGES.map((p) => site.request(p, { origin: copy.origin }))),
    ]);

  const [trip] = (await db.query('select trip_id, name from road_trips where featured order by name limit 1')).rows;
  assert.ok(trip, 'no featured road trip to rename');
  await db.query('update road_trips set name = $1 where trip_id = $2', [`${trip.name} ${marker}`, trip.trip_id]);
  await db.query("insert into alerts (title, level, message) values ($1, 'Advisory', $2)", [
    `${marker} advisory`,
    `<p>${marker}</p>`,
  ]);
  const staleAnswer = !(await answers(two)).text.includes(marker);

  for (const tag of ['road-trips', 'alerts']) {
    const hook = await site.request('/api/revalidate', {
      origin: one.origin,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.REVALIDATE_SECRET },
      body: JSON.stringify({ tag }),
    });
    assert.equal(hook.json?.revalidated, true, `webhook ${tag} on ${one.name}: ${hook.status} ${hook.text}`);
  }
  const renamed = `>${trip.name} ${marker}<`;
  const menuFresh = (copy) =>
    within(FRESH_MS, async () => {
      const pages = await Promise.all(MENU_PAGES.map((p) => site.request(p, { origin: copy.origin })));
      return pages.every((answer) => headerOf(answer.text).includes(renamed));
    });
  const [menu, menuHere, alert, api] = await Promise.all([
    menuFresh(two),
    menuFresh(one),
    within(FRESH_MS, async () => (await page(two)).text.includes(`${marker} advisory`)),
    within(FRESH_MS, async () => (await answers(two)).text.includes(marker)),
  ]);
  assert.ok(
    menu !== null,
    `the header menu on ${two.name} still shows the old road trip name ${FRESH_MS} ms after the webhook (${MENU_PAGES.join(', ')})`,
  );
  assert.ok(
    menuHere !== null,
    `the header menu on ${one.name}, which got the webhook, still shows the old road trip name after ${FRESH_MS} ms`,
  );
  assert.ok(alert !== null, `the home page on ${two.name} still lacks the new alert ${FRESH_MS} ms after the webhook`);
  assert.ok(
    api !== null,
    `/prod/featured_trips on ${two.name} still answers the old name ${FRESH_MS} ms after the webhook`,
  );
  step(
    `webhooks on ${one.name} refreshed the header menu of ${MENU_PAGES.join(', ')} on ${two.name} in ${menu} ms and on ${one.name} in ${menuHere} ms; ${two.name}'s alert in ${alert} ms, Main API answer in ${api} ms` +
      (staleAnswer ? ' (its cached answer was stale before the webhook)' : ''),
  );
}
