import { tripListPath } from '@/lib/auth/paths';
import type { SignInOrigin } from './events';

export type AfterSignIn =
  | { kind: 'navigate'; href: string; ensureVisitor: boolean }
  | { kind: 'event'; ensureVisitor: false }
  | { kind: 'stay'; ensureVisitor: true }
  | { kind: 'reload'; ensureVisitor: true };

const MAP = /^\/places-to-go\/map(\/|$)/;
const MAP_CITY_ATTRACTION = [
  MAP,
  /^\/places-to-go\/cities-and-towns\/[^/]+$/,
  /^\/places-to-go\/(?!map$|regions$|areas$|cities-and-towns$)[^/]+$/,
];
const INVITE_RESPONDER = /^\/trip\/collaborate\/[^/]+$/;

/** Where a user goes after signing in (docs/SPEC.md section 4, step 2). */
export function afterSignIn(input: {
  from?: SignInOrigin;
  pathname: string;
  userId: string;
  hasTrips: boolean;
}): AfterSignIn {
  if (input.from === 'plan-your-trip')
    return { kind: 'navigate', href: tripListPath(input.userId), ensureVisitor: false };
  if (input.from === 'favourite') {
    return input.hasTrips ? { kind: 'event', ensureVisitor: false } : { kind: 'stay', ensureVisitor: true };
  }
  // With no login state (the map opened the modal itself), the map stays and refreshes its state.
  if (input.from === undefined && MAP.test(input.pathname)) return { kind: 'stay', ensureVisitor: true };
  if (MAP_CITY_ATTRACTION.some((pattern) => pattern.test(input.pathname))) {
    return { kind: 'navigate', href: '/profile', ensureVisitor: false };
  }
  if (INVITE_RESPONDER.test(input.pathname)) return { kind: 'reload', ensureVisitor: true };
  return { kind: 'navigate', href: '/profile', ensureVisitor: true };
}
