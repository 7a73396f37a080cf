import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { badRequest, toErrorResponse } from './errors';
import { assertSameOrigin } from './origin';

type RouteContext<P> = { params: Promise<P> };

/** Wraps a route handler: refuses cross-site state-changing requests, and every thrown error becomes a JSON error response. */
export function route<P = Record<string, string>>(
  handler: (request: NextRequest, context: RouteContext<P>) => Promise<Response | unknown>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      assertSameOrigin(request);
      const result = await handler(request, context);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses the query string with a schema; unknown parameters are ignored. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  return schema.parse(params);
}

/** Parses a JSON body with a schema; a body that is not JSON is a 400 too. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw badRequest('The request body must be JSON.', 'body');
  }
  return schema.parse(raw);
}

/** Common parameter schemas. */
export const params = {
  id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive'),
  slug: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'is too long')
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'must contain only letters, digits and hyphens'),
};
