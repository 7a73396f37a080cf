import { and, arrayOverlaps, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { eventChangeRequests, events } from '@/lib/db/schema';

export type EventRow = typeof events.$inferSelect;
export type EventSummary = Pick<EventRow, 'id' | 'slug' | 'name' | 'summary' | 'startDate' | 'endDate' | 'venue' | 'city' | 'image' | 'imageAlt'>;

const summaryColumns = {
  id: events.id, slug: events.slug, name: events.name, summary: events.summary, startDate: events.startDate,
  endDate: events.endDate, venue: events.venue, city: events.city, image: events.image, imageAlt: events.imageAlt,
};

export const EVENTS_PAGE_SIZE = 12;

export type EventQuery = { from?: string; to?: string; experienceId?: number; regionId?: number; cityId?: number; page?: number; pageSize?: number };

export const todayIso = () => new Date().toISOString().slice(0, 10);

function conditions(query: EventQuery): SQL[] {
  // An event is shown while it runs: it ends on or after the start of the range and starts by its end.
  const list: SQL[] = [gte(events.endDate, query.from ?? todayIso())];
  if (query.to) list.push(lte(events.startDate, query.to));
  if (query.experienceId) list.push(arrayOverlaps(events.experienceIds, [query.experienceId]));
  if (query.regionId) list.push(eq(events.regionId, query.regionId));
  if (query.cityId) list.push(eq(events.cityId, query.cityId));
  return list;
}

/** Events running in a date range (from today by default), soonest first, one page at a time. */
export async function searchEvents(query: EventQuery): Promise<{ items: EventSummary[]; total: number; page: number; pageCount: number }> {
  const db = await getDb();
  const pageSize = query.pageSize ?? EVENTS_PAGE_SIZE;
  const where = and(...conditions(query));
  const [totalRow] = await db.select({ n: count() }).from(events).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const items = await db.select(summaryColumns).from(events).where(where)
    .orderBy(asc(events.startDate), asc(events.name), asc(events.id)).limit(pageSize).offset((page - 1) * pageSize);
  return { items, total, page, pageCount };
}

/** An event by id or slug; null when there is none. */
export async function getEventDetail(key: { id: number } | { slug: string }): Promise<EventRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(events).where('id' in key ? eq(events.id, key.id) : eq(events.slug, key.slug)).limit(1);
  return row ?? null;
}

/** The pending change request of an event, merged over the event as it would read once approved. */
export async function getEventPreview(eventId: number, previewSlug: string): Promise<EventRow | null> {
  const db = await getDb();
  const [request] = await db.select().from(eventChangeRequests)
    .where(and(eq(eventChangeRequests.slug, previewSlug), eq(eventChangeRequests.eventId, eventId))).limit(1);
  if (!request) return null;
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return null;
  const changes = (request.data && typeof request.data === 'object' ? request.data : {}) as Record<string, unknown>;
  const allowed = ['name', 'summary', 'description', 'startDate', 'endDate', 'startTime', 'endTime', 'venue', 'address1', 'city', 'website'] as const;
  const merged: EventRow = { ...event };
  for (const field of allowed) {
    const value = changes[field];
    if (typeof value === 'string') Object.assign(merged, { [field]: value });
  }
  return merged;
}

/** Upcoming events nearest a point, within about 50 miles. */
export async function getEventsNear(latitude: number, longitude: number, limit = 4, excludeId?: number): Promise<EventSummary[]> {
  const db = await getDb();
  const distance = sql`((${events.latitude} - ${latitude}) ^ 2 + ((${events.longitude} - ${longitude}) * cos(radians(${latitude}))) ^ 2)`;
  const where = [gte(events.endDate, todayIso()), sql`${distance} < 0.6`];
  if (excludeId) where.push(sql`${events.id} <> ${excludeId}`);
  return db.select(summaryColumns).from(events).where(and(...where)).orderBy(asc(events.startDate), distance).limit(limit);
}

/** Every event slug, for the sitemap. */
export async function getEventSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events).where(gte(events.endDate, todayIso())).orderBy(asc(events.slug));
}
