import { asc, eq } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import EventPage from '@/app/[locale]/upcoming-events/[id]/page';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { EVENTS } from '@/lib/db/seed/data/events';
import { getEvent } from '@/lib/events';
import { eventJsonLd } from '@/lib/seo/event-json-ld';
import { intlWrapper } from '../support/intl';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
}));

// An event's offer names a price only where the event data knows it: an event marked free costs
// 0 USD, and any other (ticketed, or its price unknown) gives where to buy and no price at all.

type Json = Record<string, unknown>;

// The first test pays for building the seeded database on a busy machine.
jest.setTimeout(120_000);

const FREE = new Set(EVENTS.filter((e) => e.free).map((e) => e.name));

async function eventSlug(name: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ slug: events.slug }).from(events).where(eq(events.name, name));
  return row!.slug;
}

/** The Event object among the JSON-LD scripts of an event page's server HTML. */
async function pageEventJsonLd(slug: string): Promise<Json> {
  const element = (await EventPage({ params: Promise.resolve({ id: slug }) })) as ReactNode;
  const { prelude } = await prerenderToNodeStream(createElement(intlWrapper('en'), null, element));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  const found = scripts.map((m) => JSON.parse(m[1]!) as Json).find((data) => data['@type'] === 'Event');
  expect(found).toBeDefined();
  return found!;
}

test('the free events are the parades and open festivals, the ticketed ones are not among them', () => {
  expect(FREE).toEqual(
    new Set([
      'Festival of the Cranes',
      'Mobile Mardi Gras',
      'Joe Cain Day',
      'Blessing of the Fleet',
      'Fairhope Arts & Crafts Festival',
      'Spirit of America Festival',
      'National Shrimp Festival',
      'Alabama Renaissance Faire',
      'World’s Longest Yard Sale',
    ]),
  );
});

test('every seeded event marked free offers admission at 0 USD, and no other event names a price', async () => {
  const db = await getDb();
  const slugs = (await db.select({ slug: events.slug }).from(events).orderBy(asc(events.slug))).map((r) => r.slug);
  expect(slugs.length).toBe(EVENTS.length);
  for (const slug of slugs) {
    const event = (await getEvent(slug))!;
    const offers = eventJsonLd(event).offers as Json;
    expect([slug, offers.url]).toEqual([slug, expect.stringMatching(/^https?:\/\//)]);
    if (FREE.has(event.name)) {
      expect([slug, offers.price, offers.priceCurrency]).toEqual([slug, 0, 'USD']);
    } else {
      expect([slug, 'price' in offers, 'priceCurrency' in offers]).toEqual([slug, false, false]);
    }
  }
});

test('an event page’s JSON-LD says a free parade costs 0 USD and names no price for a ticketed game', async () => {
  const parade = await pageEventJsonLd(await eventSlug('Mobile Mardi Gras'));
  expect(parade.offers).toEqual(expect.objectContaining({ '@type': 'Offer', price: 0, priceCurrency: 'USD' }));
  const game = await pageEventJsonLd(await eventSlug('Iron Bowl'));
  expect(game.offers).toEqual(
    expect.objectContaining({ '@type': 'Offer', url: expect.stringMatching(/^https?:\/\//) }),
  );
  expect(game.offers).not.toHaveProperty('price');
  expect(game.offers).not.toHaveProperty('priceCurrency');
});
