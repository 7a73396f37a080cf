import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './client-address.mjs';
import { requestContexts } from './request-context.mjs';

// Everything the server does around each request before and after Next sees it, in one function:
// the request id, the caller's address, the Main API's 503, the health and metrics endpoints, the
// log line and the metrics. server.mjs builds one with Next's handler; tests build one with theirs.

/** Seconds a client is asked to wait: long enough for the circuit breaker (open 10 s) to have tried the Main API again. */
export const RETRY_AFTER_SECONDS = 30;

export const LIVENESS_PATH = '/api/health/live';
export const READINESS_PATH = '/api/health/ready';
/** The older health route (liveness and a database query) also fails while the server drains. */
export const HEALTH_PATH = '/api/health';
export const METRICS_PATH = '/metrics';

const ANSWERED_HERE = new Set([LIVENESS_PATH, READINESS_PATH, METRICS_PATH]);

// A caller's id is kept when it is short and plain (it goes into every log line as it is).
const USABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * @typedef {object} ListenerOptions
 * @property {(request: http.IncomingMessage, response: http.ServerResponse) => unknown} handle Next's request handler.
 * @property {import('pino').Logger} log
 * @property {import('./metrics.mjs').ServerMetrics} metrics
 * @property {(pathname: string) => string} routeOf the app route a path belongs to (lib/server/routes.mjs)
 * @property {import('./drain.mjs').Drain} drain
 * @property {number} trustedProxyHops
 * @property {string | undefined} metricsToken
 */

/** @param {ListenerOptions} options */
export function createRequestListener({ handle, log, metrics, routeOf, drain, trustedProxyHops, metricsToken }) {
  /** @type {http.RequestListener} */
  return (request, response) => {
    const started = process.hrtime.bigint();
    const sent = request.headers['x-request-id'];
    const requestId = typeof sent === 'string' && USABLE_REQUEST_ID.test(sent) ? sent : randomUUID();
    request.headers['x-request-id'] = requestId;
    response.setHeader('x-request-id', requestId);
    const forwarded = request.headers['x-forwarded-for'];
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      request.socket?.remoteAddress,
      trustedProxyHops,
    );
    const pathname = pathOf(request.url);
    const route = ANSWERED_HERE.has(pathname) ? pathname : routeOf(pathname);
    const context = { requestId, mainApiUnavailable: false };
    answer503WhenMainApiDown(response, context);
    drain.track(response);

    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.writableFinished ? response.statusCode : 499;
      const cache = response.getHeader('x-nextjs-cache');
      metrics.observeRequest({ method: request.method ?? 'GET', route, status, seconds, cache });
      log.info(
        {
          method: request.method,
          route,
          status,
          durationMs: Math.round(seconds * 1000),
          requestId,
          ...(typeof cache === 'string' ? { cache } : {}),
        },
        'request',
      );
    });

    if (pathname === LIVENESS_PATH) return answerJson(response, 200, { status: 'live' });
    if (pathname === READINESS_PATH || (pathname === HEALTH_PATH && drain.draining)) {
      return drain.ready
        ? answerJson(response, 200, { status: 'ready' })
        : answerJson(response, 503, { status: drain.draining ? 'draining' : 'starting' });
    }
    if (pathname === METRICS_PATH) {
      if (!metricsAllowed(request, metricsToken)) return answerJson(response, 403, { error: 'Forbidden' });
      return void metrics.text().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        (error) => {
          log.error({ requestId, error: error instanceof Error ? error.message : String(error) }, 'metrics failed');
          answerJson(response, 500, { error: 'Metrics unavailable' });
        },
      );
    }
    requestContexts().run(context, () => handle(request, response));
  };
}

/** @param {string | undefined} url */
function pathOf(url) {
  try {
    return new URL(url ?? '/', 'http://server').pathname;
  } catch {
    return '/';
  }
}

/** @param {http.ServerResponse} response @param {number} status @param {object} body */
function answerJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Metrics are for the operator: with METRICS_TOKEN, a request bearing it; and from this machine
 * itself, a request whose socket is loopback and that no proxy forwarded (a balancer on the same
 * machine connects from loopback too, but says whom it forwards for).
 * @param {http.IncomingMessage} request
 * @param {string | undefined} token
 */
export function metricsAllowed(request, token) {
  const authorization = request.headers.authorization;
  if (token && authorization === `Bearer ${token}`) return true;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.has(request.socket?.remoteAddress ?? '');
}

/**
 * A page that fails (500) while the request found the Main API unreachable goes out as 503 with
 * Retry-After; every other status is left alone.
 * @param {http.ServerResponse} response
 * @param {{ mainApiUnavailable: boolean }} context
 */
function answer503WhenMainApiDown(response, context) {
  const writeHead = response.writeHead;
  // Node's implicit header write (res.end without writeHead) calls this.writeHead too.
  response.writeHead = /** @type {typeof writeHead} */ (
    function writeHeadUnavailable(/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) {
      if (statusCode === 500 && context.mainApiUnavailable) {
        statusCode = 503;
        this.statusMessage = http.STATUS_CODES[503] ?? 'Service Unavailable';
        this.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        if (typeof rest[0] === 'string') rest[0] = this.statusMessage;
      }
      return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ ([statusCode, ...rest]));
    }
  );
}
