import { dataSource } from '@/lib/main-api/data-source';

export { FavouriteIdsSchema } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { listFavourites, addFavourites, removeFavourites } = dataSource;
