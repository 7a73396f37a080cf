import { dataSource } from '@/lib/main-api/data-source';

export { getCityById, type CityDetail, type CitySummary } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getCities, getCityDetail } = dataSource;
