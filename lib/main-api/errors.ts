import { ApiError } from '@/lib/api/errors';
import { MAIN_API_UNAVAILABLE_DIGEST, UNAVAILABLE_MESSAGES } from './messages';
import { noteMainApiUnavailable } from './unavailable-status';

export { MAIN_API_UNAVAILABLE_DIGEST } from './messages';

/**
 * The remote Main API did not answer in time, refused the connection, answered 5xx, or the circuit
 * breaker is open. Route handlers answer it as a JSON 503 (it is an ApiError); pages show the
 * "temporarily unavailable" page; a failed ISR regeneration throws it, so the last good copy stays.
 */
export class MainApiUnavailableError extends ApiError {
  readonly digest = MAIN_API_UNAVAILABLE_DIGEST;
  constructor(detail: string) {
    super(503, UNAVAILABLE_MESSAGES.api);
    this.name = 'MainApiUnavailableError';
    this.cause = detail;
    // A page whose render fails on this answers 503, not 500 (unavailable-status.ts).
    noteMainApiUnavailable();
  }
}

export function isMainApiUnavailable(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === MAIN_API_UNAVAILABLE_DIGEST;
}
