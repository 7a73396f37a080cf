import { dataSource } from '@/lib/main-api/data-source';

export type { Event, EventDetail } from './shape';
export { FEATURED_EVENTS_LIMIT, todayInAlabama, type EventSearchResult } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getEvent, getChangeRequestPreview, getFeaturedEvents, searchEvents } = dataSource;
