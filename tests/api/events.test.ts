import { GET as eventDetail } from '@/app/prod/eventDetail/route';
import { GET as changeRequestDetail } from '@/app/prod/changeRequestDetail/route';
import { GET as featuredEvents } from '@/app/prod/featuredEvents/route';
import { GET as searchEvents } from '@/app/prod/searchEvents/route';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { EVENTS_PAGE_SIZE } from '@/lib/events/schema';
import { invalidateAllApiCaches } from '@/lib/locations/answer-cache';
import { call } from '../support/api';
import { insertEvents, insertPlaces, type Fixtures } from '../support/fixtures';

let places: Fixtures;
let fixtures: Awaited<ReturnType<typeof insertEvents>>;
beforeAll(async () => {
  places = await insertPlaces();
  fixtures = await insertEvents(places);
});

type Ev = { slug: string; start_date: string; totalCount: number };
const search = (query: string) => call(searchEvents, { url: `/prod/searchEvents?areaId=${places.region.id}&${query}` });

describe('GET /prod/eventDetail', () => {
  it('answers an event by slug with string coordinates', async () => {
    const { status, body } = await call(eventDetail, { url: `/prod/eventDetail?slug=${fixtures.shrimpFest.slug}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: fixtures.shrimpFest.slug,
      name: 'Fixture Shrimp Festival',
      venue: 'Fixture Venue',
      city: 'Fixture Gulf Shores',
      latitude: '30.25',
      longitude: '-87.69',
      experience_ids: [2, 3],
      start_date: fixtures.shrimpFest.startDate,
      end_date: fixtures.shrimpFest.endDate,
      description: '',
    });
  });

  it('is a 404 for an unknown slug and a 400 for a missing or malformed one', async () => {
    expect((await call(eventDetail, { url: '/prod/eventDetail?slug=fixture-no-such-event' })).status).toBe(404);
    const missing = await call(eventDetail, { url: '/prod/eventDetail' });
    expect([missing.status, missing.body.error.field]).toEqual([400, 'slug']);
    expect((await call(eventDetail, { url: '/prod/eventDetail?slug=../etc' })).status).toBe(400);
  });
});

describe('GET /prod/changeRequestDetail', () => {
  it("merges the pending change over the event, by the request's slug or the event's", async () => {
    for (const slug of [fixtures.changeRequest.slug, fixtures.shrimpFest.slug]) {
      const { status, body } = await call(changeRequestDetail, { url: `/prod/changeRequestDetail?slug=${slug}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        slug: fixtures.shrimpFest.slug,
        name: 'Fixture Shrimp Festival (new dates)',
        venue: 'Fixture Beach Pavilion',
        city: 'Fixture Gulf Shores',
        preview: true,
        changeRequestSlug: fixtures.changeRequest.slug,
      });
    }
  });

  it('is a 404 for an event without a pending change, and leaves the event itself unchanged', async () => {
    expect(
      (await call(changeRequestDetail, { url: `/prod/changeRequestDetail?slug=${fixtures.rocketDay.slug}` })).status,
    ).toBe(404);
    expect((await call(changeRequestDetail, { url: '/prod/changeRequestDetail' })).status).toBe(400);
    const { body } = await call(eventDetail, { url: `/prod/eventDetail?slug=${fixtures.shrimpFest.slug}` });
    expect(body.name).toBe('Fixture Shrimp Festival');
  });
});

describe('GET /prod/featuredEvents', () => {
  it('lists upcoming featured events soonest first, never past ones', async () => {
    const { status, body } = await call(featuredEvents, { url: '/prod/featuredEvents' });
    expect(status).toBe(200);
    const slugs = body.map((e: Ev) => e.slug);
    expect(slugs).toEqual(expect.arrayContaining([fixtures.shrimpFest.slug, fixtures.rocketDay.slug]));
    expect(slugs).not.toContain(fixtures.past.slug);
    expect(slugs).not.toContain(fixtures.march.slug);
    const starts = body.map((e: Ev) => e.start_date);
    expect(starts).toEqual([...starts].sort());
  });
});

describe('GET /prod/searchEvents', () => {
  it('pages upcoming events in the area, soonest first, with totalCount', async () => {
    const { status, body } = await search('page=1');
    expect(status).toBe(200);
    expect(body).toEqual({ events: expect.any(Array), totalCount: 3, page: 1, pageSize: 12 });
    expect(body.events.map((e: Ev) => e.slug)).toEqual([
      fixtures.march.slug,
      fixtures.shrimpFest.slug,
      fixtures.rocketDay.slug,
    ]);
    expect(body.events.every((e: Ev) => e.totalCount === 3)).toBe(true);
  });

  it.each([
    ['Beaches', 'shrimpFest'],
    ['Science and Discovery', 'rocketDay'],
    ['Civil Rights', 'march'],
  ] as const)('maps the filter %s to its experience id', async (filter, key) => {
    const { body } = await search(`filter=${encodeURIComponent(filter)}`);
    expect(body.events.map((e: Ev) => e.slug)).toEqual([fixtures[key].slug]);
    expect(body.totalCount).toBe(1);
  });

  it('drops an empty or "all" filter and accepts the area by slug', async () => {
    expect((await search('filter=all')).body.totalCount).toBe(3);
    expect((await search('filter=')).body.totalCount).toBe(3);
    const bySlug = await call(searchEvents, { url: `/prod/searchEvents?areaId=${places.region.slug}` });
    expect(bySlug.body.totalCount).toBe(3);
  });

  it('includes past events when a start date asks for them, and narrows by end date and text', async () => {
    const past = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    expect((await search(`start=${past}`)).body.totalCount).toBe(4);
    expect((await search(`start=${past}&end=${fixtures.past.endDate}`)).body.events.map((e: Ev) => e.slug)).toEqual([
      fixtures.past.slug,
    ]);
    expect((await search('q=rocket')).body.events.map((e: Ev) => e.slug)).toEqual([fixtures.rocketDay.slug]);
  });

  it('pages by 12', async () => {
    const db = await getDb();
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(events).values(
      Array.from({ length: 14 }, (_, i) => ({
        slug: `fixture-many-${i}-${Date.now()}`,
        name: `Fixture Market Day ${i}`,
        startDate: day,
        endDate: day,
        venue: 'Square',
        city: 'Fixture',
        regionId: places.region.id,
        latitude: 30.3,
        longitude: -87.6,
        experienceIds: [9],
      })),
    );
    invalidateAllApiCaches();
    const first = await search('filter=Science%20and%20Discovery');
    expect(first.body.events).toHaveLength(EVENTS_PAGE_SIZE);
    expect(first.body.totalCount).toBe(15);
    const second = await search('filter=Science%20and%20Discovery&page=2');
    expect(second.body.events).toHaveLength(3);
    expect(second.body.page).toBe(2);
    expect((await search('filter=Science%20and%20Discovery&page=9')).body).toMatchObject({
      events: [],
      totalCount: 15,
    });
  });

  it.each([
    ['filter=Golf', 'filter', 'must be one of Beaches, Science and Discovery, Civil Rights'],
    ['page=0', 'page', 'at least 1'],
    ['page=two', 'page', 'whole number'],
    ['start=2027-13-01', 'start', 'not a real date'],
    ['start=2027-05-02&end=2027-05-01', 'end', 'on or after start'],
    [`q=${'x'.repeat(201)}`, 'q', 'at most 200'],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const { status, body } = await call(searchEvents, { url: `/prod/searchEvents?${query}` });
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });
});
