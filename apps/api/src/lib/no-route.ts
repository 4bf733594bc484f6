import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The longest path parameter the router matches (Fastify's maxParamLength, 100 by default): as long as
 * a request line can be (Node's 16 KB of headers), so that every parameter reaches its route, which
 * asks for the caller first and then refuses a parameter too long by its schema, in the error shape.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/** The methods an `Allow` header may name; HEAD comes with each GET (Fastify's exposeHeadRoutes). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * What a request under /api that no route took is answered (docs/architecture.md#api-conventions), worked out from the
 * routes registered, the API's catch-all (`/api/*`, hidden) left out: for a path that exists with a
 * method it does not have, 405 and `Allow` with the methods it has; else 404.
 */
export function noApiRoute(app: FastifyInstance) {
  /** Whether `method url` reaches a route other than a catch-all. */
  const routed = (method: string, url: string) => {
    const found = app.findRoute({ method, url });
    return found !== null && !('*' in (found.params as Record<string, unknown>));
  };

  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    const allowed = METHODS.filter((m) => m !== request.method && routed(m, path));
    if (allowed.length) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: `${shown} does not take ${request.method}; it takes ${allowed.join(', ')}.`, code: 'METHOD_NOT_ALLOWED' });
    }
    return reply.code(404).send({ error: `No API route ${request.method} ${shown}.`, code: 'NOT_FOUND' });
  };
}
