import { currentRequest } from '@/lib/server/request-context.mjs';

// A page cannot choose its own status in the App Router: a render that throws answers 500 with the
// error page. When the throw was the Main API being unreachable, the honest status is 503 (crawlers
// retry later instead of dropping the page; balancers and monitors see an outage, not a bug). A
// MainApiUnavailableError created while a request is served marks that request, and the server
// entry (lib/server/request-listener.mjs) sends its 500 as 503 with Retry-After.

/** Marks the current request, if any, as one that found the Main API unreachable. */
export function noteMainApiUnavailable(): void {
  const request = currentRequest();
  if (request) request.mainApiUnavailable = true;
}
