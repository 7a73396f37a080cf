import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { dbIdParam, text } from '@/lib/validation/fields';
import { toErrorResponse } from './errors';
import { readJsonBody } from './body';
import { assertSameOrigin } from './origin';

/** The status proxies log for a request whose client went away before the answer (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;

type RouteContext<P> = { params: Promise<P> };

/**
 * The site's own API (/api/…) answers per visitor unless a route says otherwise (the shared
 * suggestions do): no CDN or proxy may keep an answer, an error included. The Main API (/prod)
 * keeps its own headers.
 */
function privateUnlessShared(request: NextRequest, response: Response): Response {
  if (!new URL(request.url).pathname.startsWith('/api/') || response.headers.has('cache-control')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  // A copy: a redirect's or a fetched answer's headers cannot be changed in place.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Wraps a route handler: refuses cross-site state-changing requests, and every thrown error becomes a JSON error response. */
export function route<P = Record<string, string>>(
  handler: (request: NextRequest, context: RouteContext<P>) => Promise<Response | unknown>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      assertSameOrigin(request);
      const result = await handler(request, context);
      return privateUnlessShared(request, result instanceof Response ? result : Response.json(result));
    } catch (error) {
      // A visitor who hung up hears no answer: neither an outage nor a fault worth a log line.
      if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
      return privateUnlessShared(request, toErrorResponse(error));
    }
  };
}

/** Parses the query string with a schema; unknown parameters are ignored. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  return schema.parse(params);
}

/** The numeric id in the path parameter `name`; a bad one is a 400 naming the parameter. */
export async function pathId(routeParams: Promise<object>, name = 'id'): Promise<number> {
  const parsed = z.object({ [name]: params.id }).parse(await routeParams) as Record<string, number>;
  return parsed[name]!;
}

/** Parses a JSON body with a schema; a body over 1 MB is a 413, one that is not JSON a 400. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJsonBody(request));
}

/** Common parameter schemas. */
export const params = {
  id: dbIdParam(),
  slug: text({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'is too long')
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'must contain only letters, digits and hyphens'),
};
