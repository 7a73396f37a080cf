import { and, arrayContains, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { eventChangeRequests, events, regions } from '@/lib/db/schema';
import { EVENT_FILTER_EXPERIENCE_IDS } from '@/lib/constants';
import { applyChangeRequest, eventColumns, reshapeEvent, type Event, type EventDetail } from './shape';
import { EVENTS_PAGE_SIZE, type EventSearch } from './schema';

export type { Event, EventDetail } from './shape';

export const FEATURED_EVENTS_LIMIT = 24;
const SITE_TIME_ZONE = 'America/Chicago';

/** Today's date in Alabama, as YYYY-MM-DD: an event "ending today or later" is judged by local time. */
export function todayInAlabama(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const byStart = [asc(events.startDate), asc(events.name), asc(events.id)];

export async function getEvent(slug: string): Promise<EventDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...eventColumns, description: events.description })
    .from(events)
    .where(eq(events.slug, slug))
    .limit(1);
  return row ? { ...reshapeEvent(row), description: row.description } : null;
}

/**
 * The event as it will read once its pending change request is approved. The slug names the
 * change request, or the event (then its newest request is used). Null when there is none.
 */
export async function getChangeRequestPreview(
  slug: string,
): Promise<(EventDetail & { preview: true; changeRequestSlug: string }) | null> {
  const db = await getDb();
  const [bySlug] = await db.select().from(eventChangeRequests).where(eq(eventChangeRequests.slug, slug)).limit(1);
  const [request] = bySlug
    ? [bySlug]
    : await db
        .select({ request: eventChangeRequests })
        .from(eventChangeRequests)
        .innerJoin(events, eq(events.id, eventChangeRequests.eventId))
        .where(eq(events.slug, slug))
        .orderBy(desc(eventChangeRequests.createdAt), desc(eventChangeRequests.id))
        .limit(1)
        .then((rows) => rows.map((r) => r.request));
  if (!request?.eventId) return null;
  const [row] = await db
    .select({ ...eventColumns, description: events.description })
    .from(events)
    .where(eq(events.id, request.eventId))
    .limit(1);
  if (!row) return null;
  const merged = applyChangeRequest({ ...reshapeEvent(row), description: row.description }, request.data);
  return { ...merged, preview: true, changeRequestSlug: request.slug };
}

/** Upcoming featured events (ending today or later), soonest first. */
export async function getFeaturedEvents(limit = FEATURED_EVENTS_LIMIT): Promise<Event[]> {
  const db = await getDb();
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.featured, true), gte(events.endDate, todayInAlabama())))
    .orderBy(...byStart)
    .limit(limit);
  return rows.map(reshapeEvent);
}

function searchConditions(search: EventSearch): SQL[] {
  const conditions: SQL[] = [gte(events.endDate, search.start ?? todayInAlabama())];
  if (search.end) conditions.push(lte(events.startDate, search.end));
  if (search.filter) {
    const experienceId = EVENT_FILTER_EXPERIENCE_IDS[search.filter];
    if (experienceId !== undefined) conditions.push(arrayContains(events.experienceIds, [experienceId]));
  }
  if (search.areaId) {
    conditions.push(
      'id' in search.areaId
        ? eq(events.regionId, search.areaId.id)
        : eq(
            events.regionId,
            sql`(select ${regions.id} from ${regions} where ${regions.slug} = ${search.areaId.slug})`,
          ),
    );
  }
  if (search.q) conditions.push(sql`${events.search} @@ websearch_to_tsquery('english', ${search.q})`);
  return conditions;
}

export type EventSearchResult = {
  events: (Event & { totalCount: number })[];
  totalCount: number;
  page: number;
  pageSize: number;
};

/** Events matching the search, soonest first, one page of EVENTS_PAGE_SIZE at a time. */
export async function searchEvents(search: EventSearch): Promise<EventSearchResult> {
  const db = await getDb();
  const where = and(...searchConditions(search));
  const [rows, [total]] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .where(where)
      .orderBy(...byStart)
      .limit(EVENTS_PAGE_SIZE)
      .offset((search.page - 1) * EVENTS_PAGE_SIZE),
    db.select({ n: count() }).from(events).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    events: rows.map((row) => ({ ...reshapeEvent(row), totalCount })),
    totalCount,
    page: search.page,
    pageSize: EVENTS_PAGE_SIZE,
  };
}
