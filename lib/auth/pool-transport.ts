import type { HttpHandlerOptions, HttpRequest, HttpResponse, RequestHandler } from '@smithy/types';
import { PoolError } from './pool-error';

/** How a request reaches a pool: fetch over HTTP, or the built-in pool's handler in this process. */
export type SendToPool = (url: string, init: RequestInit) => Promise<Response>;

/** Set by fetch itself, from the URL and the body. */
const SET_BY_FETCH = new Set(['host', 'content-length']);

/**
 * The AWS SDK's request handler (its public `requestHandler` option) for a Cognito-compatible
 * pool at one URL: the SDK's request, its `x-amz-target` header and JSON body, goes there as a
 * fetch Request, and the pool's answer comes back to the SDK as it is. A fetch that fails is a
 * NetworkError, as amazon-cognito-identity-js named it.
 */
export function poolTransport(
  url: string,
  send: SendToPool,
): RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions> {
  return {
    async handle(request) {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !SET_BY_FETCH.has(name.toLowerCase())),
      );
      // The protocol's body is JSON text, sent as text, as amazon-cognito-identity-js sent it.
      const body =
        typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body as Uint8Array);
      let answer: Response;
      try {
        answer = await send(url, { method: request.method, headers, body });
      } catch (error) {
        if (error instanceof TypeError) throw new PoolError('NetworkError', 'Network error');
        throw error;
      }
      return {
        response: {
          statusCode: answer.status,
          headers: Object.fromEntries(answer.headers),
          body: new Uint8Array(await answer.arrayBuffer()),
        },
      };
    },
  };
}
