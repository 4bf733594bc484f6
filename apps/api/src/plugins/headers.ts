import type { FastifyRequest } from 'fastify';
import { securityHeaders } from '../lib/security-headers';
import { appWide } from './app-wide';

/** Helmet's headers on pages and the API docs, the API's own on its calls, worked out once (lib/security-headers.ts). */
export const headers = appWide(async (app) => {
  const { publicUrl, trustProxy } = app.config;
  // Served over https when PUBLIC_URL says so, or when a proxy we trust says the request came that way
  // (request.protocol reads X-Forwarded-Proto only from a trusted proxy); else plain HTTP on a LAN.
  const overHttps = publicUrl.startsWith('https:')
    ? () => true
    : trustProxy === false
      ? () => false
      : (request: FastifyRequest) => request.protocol === 'https';
  await app.register(securityHeaders, {
    overHttps,
    page: {
      contentSecurityPolicy: {
        // The token lives in localStorage: no inline script anywhere (Swagger UI at /api/docs loads
        // its initialiser as a file). Inline styles stay: MUI's emotion injects style elements.
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
        },
      },
    },
    isApiCall: (url) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
    // Set as the request arrives, in the same hook, rather than as the answer leaves: an onSend hook cost a
    // tenth of a call's throughput (measured with `npm run bench`).
    perRequest: (request, reply) => {
      reply.header('x-request-id', request.id);
      // Signed-in answers and every sign-in answer stay out of caches (docs/architecture.md#api-conventions); no route caches them
      // (a file cached for good is sent so only to a request without a token).
      if (request.headers.authorization !== undefined || request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
    },
  });
});
