import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's response headers for these options, worked out once (a directive given as a function has no one value). */
function fixedHeaders(options: HelmetOptions): Record<string, string> | undefined {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  const dynamic = directives.some(
    (value) => typeof value === 'object' && value !== null && [...value].some((v) => typeof v === 'function'),
  );
  if (dynamic) return undefined;
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every answer, as @fastify/helmet sets them. That plugin runs
 * helmet(options) anew on every request, parsing the content security policy each time (issue 12:
 * a visible share of every call); the headers depend on the options only, so they are made once
 * here and each answer gets the same ones.
 */
export async function securityHeaders(app: FastifyInstance, options: HelmetOptions): Promise<void> {
  const headers = fixedHeaders(options);
  if (headers) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    return;
  }
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    middleware(request.raw, reply.raw, (error?: unknown) => done(error ? (error as Error) : undefined)),
  );
}
// Not encapsulated (as fastify-plugin does): the hook applies to every route of the app.
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
