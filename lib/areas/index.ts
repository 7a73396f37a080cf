import { dataSource } from '@/lib/main-api/data-source';

export { AREA_FEATURED_PLACES, type AreaDetail, type AreaSummary } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getAreas, getArea } = dataSource;
