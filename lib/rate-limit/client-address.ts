import { env } from '@/lib/env';

/**
 * The header that carries the caller's address to the app. The server stamps it on every request
 * from the socket (see ./stamp.ts), replacing whatever the client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The caller's address from the connection and the X-Forwarded-For chain, trusting as many hops
 * as there are proxies in front of the server. Each proxy appends the address it saw, so with
 * `hops` proxies the client is `hops` entries left of the socket; anything further left is
 * whatever the client chose to send and is never used.
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    socketAddress ?? '',
  ];
  // Fewer entries than trusted proxies: the request came round them; the leftmost is the best guess.
  const address = chain[Math.max(0, chain.length - 1 - hops)];
  return address || 'unknown';
}

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
