// The policy builder is a plain module so that the cache handler, which Node loads outside the
// TypeScript build, stamps cached pages with the same policy (lib/cache/page-policy.mjs).
export { buildCsp, type CspInput } from './csp-policy.mjs';
