import http from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxyHops } from './client-address';

let installed = false;

/**
 * Stamps each incoming request with the caller's address, read from the socket (Next's route
 * handlers never see it: Next fills X-Forwarded-For from the socket only when the client sent
 * none, so without a proxy the client would choose its own address). Runs once per server process,
 * from instrumentation.ts, before Next's own request listener.
 */
export function stampClientAddresses(): void {
  if (installed) return;
  installed = true;
  const hops = trustedProxyHops();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const forwarded = request.headers['x-forwarded-for'];
      request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
        Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
        request.socket?.remoteAddress,
        hops,
      );
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
