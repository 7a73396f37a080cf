import type http from 'node:http';

export type Drain = {
  /** False once draining starts: readiness answers 503. */
  ready: boolean;
  draining: boolean;
  track(response: http.ServerResponse): void;
  inFlight(): number;
  /** Fails readiness, stops accepting, waits for in-flight requests up to the timeout; what was left. */
  start(server: http.Server): Promise<{ inFlight: number; waitedMs: number }>;
};

export function createDrain(options: { noticeMs: number; timeoutMs: number }): Drain;
