import { expect, test, type Page } from '@playwright/test';
import { englishMessages } from './support/messages';
import { confirmedUser, expectNoAxeViolations, signIn } from './support/trip-users';

const t = englishMessages('tripSharing');

// Sharing a trip to read: the owner makes a read-only link, a family member opens it signed out
// and sees the itinerary with nothing to edit; once the owner stops sharing it is the site's 404.
// The same family member holding an invite sees whose trip it is, until the owner withdraws it.

const routing = {
  begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
  end: { lat: 34.7304, long: -86.5861, city: 'Huntsville', state: 'AL' },
};

async function makeTrip(page: Page): Promise<number> {
  const response = await page.request.post('/api/trips', {
    data: {
      name: 'Rocket City Weekend',
      locations: ['vulcan-park-and-museum', 'us-space-and-rocket-center'],
      routing,
      tripInfo: [],
      startDate: '2027-05-14',
      endDate: '2027-05-15',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

test('a read-only link opens signed out with the itinerary and no edit controls, and is a 404 once stopped', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'sharer');
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email);
  const tripId = await makeTrip(owner);

  await owner.goto(`/trip/collaborate/${tripId}`);
  await owner.getByRole('button', { name: t('makeShare') }).click();
  await expect(owner.getByRole('status').filter({ hasText: t('shareMade') })).toBeVisible();
  const link = await owner.getByTestId('share-link').getByRole('textbox').inputValue();
  expect(link).toMatch(/\/trip\/shared\/[A-Za-z0-9_-]{32}$/);
  await expectNoAxeViolations(owner);

  const reader = await (await browser.newContext()).newPage();
  const opened = await reader.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(opened?.headers()['cache-control']).toMatch(/no-store/);
  await expect(reader.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  const main = reader.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rocket City Weekend');
  await expect(main).toContainText('May 14, 2027 to May 15, 2027');
  await expect(reader.getByTestId('itinerary-stop')).toHaveCount(2);
  await expect(reader.getByTestId('itinerary-stop').first()).toContainText(/arrive about \d/);
  await expect(main.getByRole('link', { name: /Open in Google Maps/ }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.locator('a[href*="/edit-trip"], a[href*="/trip/collaborate"], a[href*="/api/"]')).toHaveCount(0);
  await expect(main.getByText(/Edit trip|Invite/)).toHaveCount(0);
  await expectNoAxeViolations(reader);

  await owner.getByRole('button', { name: /^Stop sharing/ }).click();
  await expect(owner.getByText(t('stopped'))).toBeVisible();
  await expect(owner.getByRole('heading', { name: t('shareHeading') })).toBeFocused();
  await expect(owner.getByTestId('share-link')).toHaveCount(0);
  const stopped = await reader.reload();
  expect(stopped?.status()).toBe(404);
  await expect(reader.getByText('Rocket City Weekend')).toHaveCount(0);
});

test('a signed-out visitor with an invite sees whose trip it is, and a plain message once it is withdrawn', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await confirmedUser(request, 'inviter');
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email);
  const tripId = await makeTrip(owner);
  await owner.goto(`/trip/collaborate/${tripId}`);
  await owner.getByRole('button', { name: t('makeInvite') }).click();
  const invite = await owner.getByTestId('invite-link').inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(invite);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    t('invitedBy', { inviter: email, trip: 'Rocket City Weekend' }),
  );
  await expect(visitor.getByRole('button', { name: t('joinButton') })).toBeVisible();

  await owner
    .getByTestId('open-invite')
    .getByRole('button', { name: /^Withdraw/ })
    .click();
  await expect(owner.getByText(t('withdrawn'))).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t('inviteClosedTitle'));
  await expect(visitor.getByText(t('inviteNotValid'))).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(visitor.getByText('Rocket City Weekend')).toHaveCount(0);
});
