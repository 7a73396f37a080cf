import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { getEvent } from '@/lib/events';
import { COUNTY_OVERLAY, OVERLAY_FRAME } from '@/lib/map/county-overlay';
import { eventToIcs } from '@/lib/pages/calendar';
import { parseEventFilters } from '@/lib/pages/event-filters';
import { findEvents } from '@/lib/pages/events';
import { getPlacesNear } from '@/lib/pages/places';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { insertSite } from './support/fixtures';

let site: Awaited<ReturnType<typeof insertSite>>;
beforeAll(async () => {
  site = await insertSite();
});

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const slugs = (list: { slug: string }[]) => list.map((e) => e.slug);

describe('festivals and events listing', () => {
  it('lists only events that have not ended, soonest first', async () => {
    const { items } = await findEvents({ regionId: site.places.region.id });
    expect(slugs(items)).toEqual([site.events.march.slug, site.events.shrimpFest.slug, site.events.rocketDay.slug]);
  });

  it('keeps events running inside a date range', async () => {
    const { items } = await findEvents({ regionId: site.places.region.id, from: isoDay(11), to: isoDay(15) });
    expect(slugs(items)).toEqual([site.events.shrimpFest.slug]);
  });

  it('filters by any of the ten experiences, not only the three of the Main API', async () => {
    const food = await findEvents({ regionId: site.places.region.id, experienceId: 3 });
    expect(slugs(food.items)).toEqual([site.events.shrimpFest.slug]);
  });

  it('pages with a total and a page count', async () => {
    const page2 = await findEvents({ regionId: site.places.region.id, pageSize: 2, page: 2 });
    expect(page2.total).toBe(3);
    expect(page2.pageCount).toBe(2);
    expect(slugs(page2.items)).toEqual([site.events.rocketDay.slug]);
  });
});

describe('event filters from the query string', () => {
  it('drops values it cannot use instead of failing the page', () => {
    expect(parseEventFilters({ from: 'yesterday', experience: 'juggling', region: '<x>', page: 'abc' })).toEqual({
      page: 1,
    });
    expect(parseEventFilters({ experience: 'all', region: '' })).toEqual({ page: 1 });
  });

  it('reads a range given backwards the right way round', () => {
    expect(parseEventFilters({ from: '2026-06-30', to: '2026-06-01', experience: 'music', page: '3' })).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      experience: 'music',
      page: 3,
    });
  });
});

describe('Add to calendar', () => {
  it('makes an all-day event whose end is the day after its last day', async () => {
    const event = (await getEvent(site.events.shrimpFest.slug))!;
    const ics = eventToIcs(event);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${event.start_date.replaceAll('-', '')}`);
    const dayAfter = new Date(`${event.end_date}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(ics).toContain(`DTEND;VALUE=DATE:${dayAfter.toISOString().slice(0, 10).replaceAll('-', '')}`);
    expect(ics).toContain(`SUMMARY:${event.name}`);
  });

  it('uses the start and end times when the event has them', async () => {
    const event = { ...(await getEvent(site.events.march.slug))!, start_time: '09:30', end_time: '12:00' };
    const ics = eventToIcs(event);
    expect(ics).toContain(`DTSTART:${event.start_date.replaceAll('-', '')}T093000`);
    expect(ics).toContain(`DTEND:${event.end_date.replaceAll('-', '')}T120000`);
  });
});

describe('nearby places', () => {
  it('leaves the place itself out and lists the closest first', async () => {
    const near = await getPlacesNear(
      Number(site.places.park.latitude),
      Number(site.places.park.longitude),
      site.places.park.id,
      200,
    );
    const ids = near.map((p) => p.id);
    expect(ids).not.toContain(site.places.park.id);
    expect(ids).not.toContain(site.places.museum.id);
    // The seed may hold real places on the same beach; among the fixtures the lodge is closest.
    const fixtureIds = [site.places.lodge.id, site.places.oysterBar.id];
    expect(ids.filter((id) => fixtureIds.includes(id))[0]).toBe(site.places.lodge.id);
  });
});

describe('sitemap.xml', () => {
  it('lists the fixed pages and one page per entity', async () => {
    const urls = (await sitemapEntries()).map((e) => new URL(e.url).pathname);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/places-to-go',
        '/festivals-and-events',
        '/experience-alabama/music',
        `/places-to-go/${site.places.park.slug}`,
        `/upcoming-events/${site.events.shrimpFest.slug}`,
        `/road-trips/${site.trips.coastTripId}`,
        `/article/${site.article.slug}`,
        `/trail-details/${site.trail.slug}`,
        `/alabama-maker/${site.maker.slug}`,
        `/places-to-go/cities-and-towns/${site.places.city.slug}`,
        `/places-to-go/areas/${site.places.region.slug}`,
      ]),
    );
    expect(urls).not.toContain(`/upcoming-events/${site.events.past.slug}`);
    expect(urls).not.toContain('/search');
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('helpers', () => {
  it('escapes < in JSON-LD so stored text cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it("places a road trip's stops on the county picture where they are", () => {
    const svg = readFileSync(path.join(process.cwd(), 'public', COUNTY_OVERLAY.url), 'utf8');
    expect(svg.match(/<path /g)).toHaveLength(67);
    // The frame is the picture's own viewBox, so stops and counties line up.
    expect(svg).toContain(`viewBox="0 0 ${OVERLAY_FRAME.width} ${OVERLAY_FRAME.height}"`);
    const [[south, west], [north, east]] = COUNTY_OVERLAY.bounds;
    expect(OVERLAY_FRAME.project(north, west)).toEqual([0, 0]);
    expect(OVERLAY_FRAME.project(south, east)).toEqual([OVERLAY_FRAME.width, OVERLAY_FRAME.height]);
    // Montgomery is in the middle of the state, a little below halfway; Mobile is near the bottom left.
    const [mx, my] = OVERLAY_FRAME.project(32.3668, -86.3);
    expect(mx / OVERLAY_FRAME.width).toBeGreaterThan(0.5);
    expect(mx / OVERLAY_FRAME.width).toBeLessThan(0.7);
    expect(my / OVERLAY_FRAME.height).toBeGreaterThan(0.5);
    expect(my / OVERLAY_FRAME.height).toBeLessThan(0.7);
    const [bx, by] = OVERLAY_FRAME.project(30.6954, -88.0399);
    expect(bx / OVERLAY_FRAME.width).toBeLessThan(0.2);
    expect(by / OVERLAY_FRAME.height).toBeGreaterThan(0.85);
  });
});
