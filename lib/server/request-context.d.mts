import type { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = {
  /** The request's id: the caller's x-request-id when it sent a usable one, else a new UUID. */
  requestId: string;
  /** Set when serving this request found the remote Main API unreachable: its 500 goes out as 503. */
  mainApiUnavailable: boolean;
};

export function requestContexts(): AsyncLocalStorage<RequestContext>;
export function currentRequest(): RequestContext | undefined;
