import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { addRequestHook } from '@/lib/server/request-hooks';

// A page cannot choose its own status in the App Router: a render that throws answers 500 with the
// error page. When the throw was the Main API being unreachable, the honest status is 503 (crawlers
// retry later instead of dropping the page; balancers and monitors see an outage, not a bug). Each
// request runs in a small scope; a MainApiUnavailableError created inside it marks the scope, and
// the response's 500 goes out as 503 with Retry-After. Every other status is left alone.

type Outcome = { mainApiUnavailable: boolean };

/** Seconds a client is asked to wait: long enough for the circuit breaker (open 10 s) to have tried the Main API again. */
export const RETRY_AFTER_SECONDS = 30;

// On globalThis: instrumentation.ts and the app's bundles each hold their own copy of this module.
const scopeKey = Symbol.for('alabama.main-api.request-outcome');
type GlobalWithScope = typeof globalThis & { [scopeKey]?: AsyncLocalStorage<Outcome> };

function scope(): AsyncLocalStorage<Outcome> {
  const g = globalThis as GlobalWithScope;
  g[scopeKey] ??= new AsyncLocalStorage<Outcome>();
  return g[scopeKey];
}

/** Marks the current request, if any, as one that found the Main API unreachable. */
export function noteMainApiUnavailable(): void {
  const outcome = (globalThis as GlobalWithScope)[scopeKey]?.getStore();
  if (outcome) outcome.mainApiUnavailable = true;
}

/** Called from instrumentation.ts, before Next's own request listener. Returns what takes the hook away (tests). */
export function answerUnavailableAs503(): () => void {
  const requests = scope();
  return addRequestHook('main-api-503', (_request, response, next) => {
    const outcome: Outcome = { mainApiUnavailable: false };
    swapStatusWhenUnavailable(response, outcome);
    return requests.run(outcome, next);
  });
}

function swapStatusWhenUnavailable(response: http.ServerResponse, outcome: Outcome): void {
  const writeHead = response.writeHead;
  // Node's implicit header write (res.end without writeHead) calls this.writeHead too.
  response.writeHead = function writeHeadUnavailable(
    this: http.ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    if (statusCode === 500 && outcome.mainApiUnavailable) {
      statusCode = 503;
      this.statusMessage = http.STATUS_CODES[503] ?? 'Service Unavailable';
      this.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      if (typeof rest[0] === 'string') rest[0] = this.statusMessage;
    }
    return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>);
  } as typeof writeHead;
}
