import type http from 'node:http';
import type { Logger } from 'pino';
import type { Drain } from './drain.mjs';
import type { ServerMetrics } from './metrics.mjs';

export const RETRY_AFTER_SECONDS: number;
export const LIVENESS_PATH: '/api/health/live';
export const READINESS_PATH: '/api/health/ready';
export const HEALTH_PATH: '/api/health';
export const METRICS_PATH: '/metrics';

export type ListenerOptions = {
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => unknown;
  log: Logger;
  metrics: ServerMetrics;
  routeOf: (pathname: string) => string;
  drain: Drain;
  trustedProxyHops: number;
  metricsToken: string | undefined;
};

export function createRequestListener(options: ListenerOptions): http.RequestListener;
export function metricsAllowed(request: http.IncomingMessage, token: string | undefined): boolean;
