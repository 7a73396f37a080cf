import { createHash } from 'node:crypto';
import { env } from '@/lib/env';

let warned = false;

/**
 * The key that encrypts the session cookie. Without AUTH_SECRET the site still starts (nothing is
 * required to run it) with a fixed development key, and says so: set AUTH_SECRET in production.
 */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  if (!warned) {
    warned = true;
    console.warn('[auth] AUTH_SECRET is not set: sessions use the built-in development key. Set AUTH_SECRET in production.');
  }
  return createHash('sha256').update('alabama-travel/development-session-key/v1').digest('base64url');
}
