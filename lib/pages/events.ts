import { and, arrayOverlaps, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { todayInAlabama, type Event } from '@/lib/events';
import { eventColumns, reshapeEvent } from '@/lib/events/shape';

// What the event pages need beyond lib/events (the Main API's searchEvents knows only the
// three experience filters of docs/SPEC.md section 7): any experience, a city, a page size, and nearness.

export const EVENTS_LIST_PAGE_SIZE = 12;

export type EventQuery = {
  from?: string;
  to?: string;
  experienceId?: number;
  regionId?: number;
  cityId?: number;
  page?: number;
  pageSize?: number;
};

function conditions(query: EventQuery): SQL[] {
  // An event is listed while it runs: it ends on or after the start of the range and starts by its end.
  const list: SQL[] = [gte(events.endDate, query.from ?? todayInAlabama())];
  if (query.to) list.push(lte(events.startDate, query.to));
  if (query.experienceId) list.push(arrayOverlaps(events.experienceIds, [query.experienceId]));
  if (query.regionId) list.push(eq(events.regionId, query.regionId));
  if (query.cityId) list.push(eq(events.cityId, query.cityId));
  return list;
}

/** Events running in a date range (from today by default), soonest first, one page at a time. */
export async function findEvents(
  query: EventQuery,
): Promise<{ items: Event[]; total: number; page: number; pageCount: number }> {
  const db = await getDb();
  const pageSize = query.pageSize ?? EVENTS_LIST_PAGE_SIZE;
  const where = and(...conditions(query));
  const [totalRow] = await db.select({ n: count() }).from(events).where(where);
  const total = Number(totalRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(where)
    .orderBy(asc(events.startDate), asc(events.name), asc(events.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(reshapeEvent), total, page, pageCount };
}

/** Upcoming events within about 50 miles of a point, soonest first. */
export async function getEventsNear(
  latitude: number,
  longitude: number,
  limit = 4,
  excludeId?: number,
): Promise<Event[]> {
  const db = await getDb();
  const distance = sql`((${events.latitude} - ${latitude}) ^ 2 + ((${events.longitude} - ${longitude}) * cos(radians(${latitude}))) ^ 2)`;
  const where = [gte(events.endDate, todayInAlabama()), sql`${distance} < 0.6`];
  if (excludeId) where.push(sql`${events.id} <> ${excludeId}`);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startDate), distance)
    .limit(limit);
  return rows.map(reshapeEvent);
}

/** Every event that has not ended, for the sitemap. */
export async function getEventSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(gte(events.endDate, todayInAlabama()))
    .orderBy(asc(events.slug));
}
