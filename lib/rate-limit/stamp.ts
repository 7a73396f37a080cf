import { addRequestHook } from '@/lib/server/request-hooks';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxyHops } from './client-address';

/**
 * Stamps each incoming request with the caller's address, read from the socket (Next's route
 * handlers never see it: Next fills X-Forwarded-For from the socket only when the client sent
 * none, so without a proxy the client would choose its own address). Called from
 * instrumentation.ts, before Next's own request listener. Returns what takes the stamp away (tests).
 */
export function stampClientAddresses(): () => void {
  const hops = trustedProxyHops();
  return addRequestHook('client-address', (request, _response, next) => {
    const forwarded = request.headers['x-forwarded-for'];
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      request.socket?.remoteAddress,
      hops,
    );
    return next();
  });
}
