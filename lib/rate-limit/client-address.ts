import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '@/lib/server/client-address.mjs';

// The server entry stamps the header from the socket with the same resolution (server.mjs).
export { CLIENT_ADDRESS_HEADER, resolveClientAddress };

export function trustedProxyHops(): number {
  return env().TRUSTED_PROXY_HOPS;
}

/** The address every limiter keys on. */
export function clientAddress(source: Request | Headers): string {
  const headers = source instanceof Headers ? source : source.headers;
  const stamped = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (stamped) return stamped;
  // Not stamped (a request built in-process or in a test): only proxies' hops can be read.
  return resolveClientAddress(headers.get('x-forwarded-for') ?? undefined, undefined, trustedProxyHops());
}
