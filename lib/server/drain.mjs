// A bounded drain (docs/OPERATIONS.md, "Logs, metrics, health and shutdown"): on SIGTERM readiness
// fails first, so balancers stop sending; after the notice the server stops accepting connections,
// requests already in flight get up to `timeoutMs` to finish, then one log line and the exit.

/**
 * @typedef {object} Drain
 * @property {boolean} ready
 * @property {boolean} draining
 * @property {(response: import('node:http').ServerResponse) => void} track
 * @property {() => number} inFlight
 * @property {(server: import('node:http').Server) => Promise<{ inFlight: number; waitedMs: number }>} start
 */

/**
 * @param {{ noticeMs: number; timeoutMs: number }} options
 * @returns {Drain}
 */
export function createDrain({ noticeMs, timeoutMs }) {
  const open = new Set();
  /** @type {(() => void) | undefined} */
  let onIdle;
  const drain = {
    ready: true,
    draining: false,
    track(response) {
      open.add(response);
      response.once('close', () => {
        open.delete(response);
        if (open.size === 0) onIdle?.();
      });
      // Keep-alive connections are closed after their answer while draining.
      if (drain.draining) response.shouldKeepAlive = false;
    },
    inFlight: () => open.size,
    async start(server) {
      const began = Date.now();
      drain.ready = false;
      drain.draining = true;
      if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
      server.close();
      server.closeIdleConnections();
      if (open.size > 0) {
        await new Promise((resolve) => {
          onIdle = () => resolve(undefined);
          setTimeout(resolve, timeoutMs).unref();
        });
      }
      const left = open.size;
      server.closeAllConnections();
      return { inFlight: left, waitedMs: Date.now() - began };
    },
  };
  return drain;
}
