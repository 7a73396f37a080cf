/**
 * The header that carries the caller's address to the app. The server entry stamps it on every
 * request from the socket (lib/server/request-listener.mjs), replacing whatever the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The caller's address from the connection and the X-Forwarded-For chain, trusting as many hops
 * as there are proxies in front of the server. Each proxy appends the address it saw, so with
 * `hops` proxies the client is `hops` entries left of the socket; anything further left is
 * whatever the client chose to send and is never used.
 * @param {string | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} hops
 * @returns {string}
 */
export function resolveClientAddress(forwardedFor, socketAddress, hops) {
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
