import { env } from '@/lib/env';
import { MainApiClient } from './client';
import { databaseSource } from './database-source';
import { createHttpSource, sessionToken } from './http-source';
import type { DataSource } from './types';

/** The HTTP Main API at `mainApiUrl` when one is given, else this site's own database. */
function chooseDataSource(mainApiUrl: string | undefined): DataSource {
  return mainApiUrl ? createHttpSource(new MainApiClient({ baseUrl: mainApiUrl }), sessionToken) : databaseSource;
}

/**
 * Where this copy of the site reads and writes places, events, trips and the rest: chosen once, when
 * the server first loads this module, from `MAIN_API_URL` in its environment (not at build time, so
 * one build serves either way). The domain modules (lib/locations, lib/trips...) export its methods.
 */
export const dataSource: DataSource = chooseDataSource(env().MAIN_API_URL);
