import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * What a JSON answer of the API needs (OWASP's REST Security Cheat Sheet): nothing in it may run,
 * load or be framed, it is not read cross-origin or sniffed as another type, and it comes over
 * HTTPS only. The rest of helmet's set (opener and referrer policies, DNS prefetch, the XSS
 * auditor, IE and Flash headers…) is about documents; on each of the API's calls it cost a
 * tenth of the throughput (measured with `npm run bench`).
 */
export function apiAnswerHeaders(pageHeaders: Record<string, string> = {}): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(pageHeaders['strict-transport-security'] ? { 'strict-transport-security': pageHeaders['strict-transport-security'] } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

export interface SecurityHeadersOptions {
  /** Helmet's options: the headers of pages (and of every answer, without `isApiCall`). */
  page: HelmetOptions;
  /** Which requests (by URL) are API calls answering JSON: they get apiAnswerHeaders() instead. */
  isApiCall?: (url: string) => boolean;
  /** Headers that depend on the request, set in the same hook (one hook less on every call). */
  perRequest?: (request: FastifyRequest, reply: FastifyReply) => void;
  /**
   * Whether the request reached the site over https. Only then do answers carry Strict-Transport-Security
   * and the policy's upgrade-insecure-requests: over plain HTTP (a centre's office server at
   * http://192.168.1.20:3000) the browser would upgrade the page's scripts to an https nobody serves, and
   * the app would never start. Unset: always (helmet's defaults).
   */
  overHttps?: (request: FastifyRequest) => boolean;
}

/** Helmet's options without what only holds over https: HSTS and the upgrade of a page's plain-HTTP requests. */
function plainHttp(page: HelmetOptions): HelmetOptions {
  const csp = page.contentSecurityPolicy;
  const policy = csp === false ? false : { ...(typeof csp === 'object' ? csp : {}) };
  if (policy) policy.directives = { ...policy.directives, 'upgrade-insecure-requests': null };
  // helmet's types forbid `hsts` beside `strictTransportSecurity`; the page options use the latter only.
  return { ...page, contentSecurityPolicy: policy, strictTransportSecurity: false } as HelmetOptions;
}

/** The headers of pages and of API calls for one set of helmet's options. */
function headerSets(page: HelmetOptions) {
  const headers = fixedHeaders(page);
  return {
    headers,
    api: apiAnswerHeaders(headers ?? fixedHeaders({ ...page, contentSecurityPolicy: false })),
    middleware: headers ? undefined : helmet(page),
  };
}

/**
 * Helmet's security headers on every page, as @fastify/helmet sets them, and the API's own on its
 * calls. That plugin runs helmet(options) anew on every request, parsing the content security
 * policy each time (a visible share of every call under `npm run bench`); the headers depend on the options
 * only, so they are made once here and each answer gets the same ones. A route may still set its
 * own (a stored file's sandbox policy).
 */
export async function securityHeaders(
  app: FastifyInstance,
  { page, isApiCall, perRequest, overHttps }: SecurityHeadersOptions,
): Promise<void> {
  const secure = headerSets(page);
  const plain = overHttps ? headerSets(plainHttp(page)) : secure;
  app.addHook('onRequest', (request, reply, done) => {
    perRequest?.(request, reply);
    const { headers, api, middleware } = !overHttps || overHttps(request) ? secure : plain;
    if (isApiCall?.(request.url)) {
      reply.headers(api);
      done();
    } else if (headers) {
      reply.headers(headers);
      done();
    } else {
      middleware!(request.raw, reply.raw, (error?: unknown) => done(error ? (error as Error) : undefined));
    }
  });
}
// Not encapsulated (as fastify-plugin does): the hook applies to every route of the app.
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
