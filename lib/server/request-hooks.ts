import http from 'node:http';

// Some work must happen for every request before Next sees it (the caller's address from the
// socket, a scope that can turn a failed page's 500 into 503). Next's custom server API is the
// only other way in and would replace `next start`; instead `http.Server.prototype.emit` is wrapped,
// once per process, and runs the hooks added here around each 'request' event, in the order added.

/** Runs around one request: does its work, then calls `next` (the remaining hooks and Next) and returns what it returns. */
export type RequestHook = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => boolean,
) => boolean;

// Kept on the prototype itself, which every copy of this module shares (instrumentation.ts and
// the app's bundles each load their own copy; so do test files under jest).
const hooksKey = Symbol.for('alabama.server.request-hooks');
type PatchedPrototype = typeof http.Server.prototype & { [hooksKey]?: Map<string, RequestHook> };

function installedHooks(): Map<string, RequestHook> {
  const prototype = http.Server.prototype as PatchedPrototype;
  const existing = prototype[hooksKey];
  if (existing) return existing;
  const hooks = new Map<string, RequestHook>();
  prototype[hooksKey] = hooks;
  const emit = prototype.emit;
  prototype.emit = function emitWithHooks(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    const forward = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event !== 'request') return forward();
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const chain = [...hooks.values()].reduceRight<() => boolean>(
      (next, hook) => () => hook(request, response, next),
      forward,
    );
    return chain();
  } as typeof emit;
  return hooks;
}

/**
 * Adds (or, under the same name, replaces) a hook that runs around every request this process
 * serves: a module loaded again adds its hook again and runs once, with its newest code.
 * Returns what takes the hook away again (tests; the server's hooks stay for its life).
 */
export function addRequestHook(name: string, hook: RequestHook): () => void {
  const hooks = installedHooks();
  hooks.set(name, hook);
  return () => {
    if (hooks.get(name) === hook) hooks.delete(name);
  };
}
