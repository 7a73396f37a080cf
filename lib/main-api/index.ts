import { inProcessMainApi } from './in-process';
import { remoteMainApi } from './select';
import type { MainApiSource } from './types';

export type { MainApiSource } from './types';
export { MainApiUnavailableError, isMainApiUnavailable, MAIN_API_UNAVAILABLE_DIGEST } from './errors';
export { inProcessMainApi } from './in-process';

/** The Main API this copy reads and writes: over HTTP when MAIN_API_URL is set, else in process. */
export function mainApi(): MainApiSource {
  return remoteMainApi() ?? inProcessMainApi;
}
