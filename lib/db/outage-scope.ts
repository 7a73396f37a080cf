import { noteMainApiUnavailable } from '@/lib/main-api/unavailable-status';
import { isDriverErrorUnreachable } from './errors';

/**
 * Marks the request being answered, if any, as one that found the database away: a page whose
 * render then fails answers 503 with Retry-After instead of 500. It is the same per-request scope
 * the Main API's outages use (lib/main-api/unavailable-status.ts, installed by instrumentation.ts):
 * either way the visitor's data is out of reach for a while, and the answer is the same.
 */
export function noteIfDatabaseUnreachable(error: unknown): void {
  if (isDriverErrorUnreachable(error)) noteMainApiUnavailable();
}
