import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCUMENT_MAX_BYTES } from '@tc/contract/files';
import Fastify, { type FastifyInstance, type preValidationHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { SIGNED_IN, VERIFIED } from './auth/authenticate';
import { createTokenService } from './auth/tokens';
import { type Config, trustProxyOption } from './config';
import { openDatabase } from './db/connection';
import { actionJournalsRoutes } from './features/action-journals/action-journals-routes';
import { actionPlansRoutes } from './features/action-plans/action-plans-routes';
import { auditRoutes } from './features/audit/audit-routes';
import { authRoutes } from './features/auth/auth-routes';
import { clientCoachRoutes } from './features/client-coach/client-coach-routes';
import { contentRoutes } from './features/content/content-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { filesRoutes } from './features/files/files-routes';
import { formFilesRoutes } from './features/form-files/form-files-routes';
import { healthRoutes } from './features/health/health-routes';
import { landingImagesRoutes } from './features/landing-images/landing-images-routes';
import { milestonesRoutes } from './features/milestones/milestones-routes';
import { clientProfileRoutes } from './features/client-profile/client-profile-routes';
import { regionsRoutes } from './features/regions/regions-routes';
import { reportsRoutes } from './features/reports/reports-routes';
import { signInLocksRoutes } from './features/audit/sign-in-locks-routes';
import { usersRoutes } from './features/users/users-routes';
import { errorHandler } from './lib/error-handler';
import { AppError } from './lib/errors';
import { securityHeaders } from './lib/security-headers';
import { serializerCompiler } from './lib/serializer';
import { isPageRenderCall, registerStaticSite } from './static-site';
import { createMailer } from './lib/mailer';
import { redactedRequest } from './lib/log-redaction';
import { applicationsRoutes } from './features/applications/applications-routes';
import { accountLinksRoutes } from './features/account-links/account-links-routes';
import { twoFactorRoutes } from './features/two-factor/two-factor-routes';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { connectRedis, rateLimitStores } from './lib/redis';
import { multipartUploads } from './lib/multipart';
import { requestLogger } from './lib/request-logger';
import { bodyDeadlines } from './lib/body-deadlines';
import { MAX_PARAM_LENGTH, noApiRoute } from './lib/no-route';
import { openApiTransform } from './lib/openapi';

/** Every API route module, registered explicitly under /api (no autoload). */
const ROUTES = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  regionsRoutes,
  clientCoachRoutes,
  actionPlansRoutes,
  actionJournalsRoutes,
  filesRoutes,
  formFilesRoutes,
  landingImagesRoutes,
  contentRoutes,
  milestonesRoutes,
  clientProfileRoutes,
  reportsRoutes,
  signInLocksRoutes,
  auditRoutes,
  dashboardRoutes,
  applicationsRoutes,
  accountLinksRoutes,
  twoFactorRoutes,
];

/** Refuses a multipart body: added to every route that reads a body but takes no upload (below). */
const refuseMultipart: preValidationHookHandler = (request, _reply, done) => {
  done(
    request.isMultipart() ? new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here; send JSON.') : undefined,
  );
};

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines without the token of a link (lib/log-redaction.ts).
    logger: { level: config.logLevel, serializers: { req: redactedRequest } },
    // Our own id on every request; a client's X-Request-Id is only logged, as clientRequestId.
    genReqId: () => randomUUID(),
    // The request's child logger is made on its first line (lib/request-logger.ts).
    childLoggerFactory: (logger, bindings, options, raw) => {
      const clientId = raw.headers['x-request-id'];
      const extra = typeof clientId === 'string' ? { ...bindings, clientRequestId: clientId.slice(0, 200) } : bindings;
      return requestLogger(logger, extra, options);
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // Slow clients are cut (docs/decisions/009): headers within headersMs, any request whole within the upload deadline
    // (the shorter ones and a body's gaps: lib/body-deadlines.ts), an idle kept-alive connection after keepAliveMs.
    // Node checks its deadlines every second (its default, 30 s, would let a cut come that much late).
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: Math.max(config.timeouts.uploadMs, config.timeouts.headersMs),
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Longer path parameters reach the route and its schema, which refuses them in the error shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  bodyDeadlines(app, config.timeouts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // JSON in and out (docs/architecture.md#api-conventions): text bodies get 415, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  // A bodiless POST (logout, restore) may still say application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  // Rate limit counters in Redis when REDIS_URL is set, shared by every API process; else per process.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  app.decorate('redis', redis ?? null);
  const storeFor = redis ? rateLimitStores(redis, app.log) : undefined;

  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection closed'),
  });
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorateRequest(SIGNED_IN, null);
  app.decorateRequest(VERIFIED, null);
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => handle.close());

  // Helmet's headers on pages and the API docs, the API's own on its calls, worked out once (lib/security-headers.ts).
  await app.register(securityHeaders, {
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

  // Uploads (docs/architecture.md#content-and-files): each route reads its one file with its own, lower limit
  // (storage/uploads.ts); these are the ceilings, so nothing larger is ever buffered.
  await app.register(multipartUploads, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 20_000, parts: 25, headerPairs: 50 },
  });
  // Only the upload calls (their contract describes a `multipart` body) take multipart; every other call stays JSON only.
  // The test is added to each route that reads a body: Fastify reads none for GET or HEAD, which no longer
  // run a hook for it (a cost every call paid for nothing).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const takesUploads = (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') === true;
    if (takesUploads || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseMultipart];
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Training centre API',
        version: '1.0.0',
        description: 'Public site content, coaching records and reports of the training centre.',
        license: { name: 'Proprietary: all rights reserved' },
      },
      // The API is served under /api on the web app's own origin; the paths below carry that prefix.
      servers: [{ url: '/', description: 'The origin this document is served from' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // Registered even with the general limit off: a call's own limit (registration) still holds.
      await api.register(rateLimit, {
        global: config.rateLimitPerMinute > 0,
        max: config.rateLimitPerMinute,
        timeWindow: '1 minute',
        // In Redis while it answers, per process while it does not (never let through: an outage must not lift the limits).
        ...(storeFor ? { store: storeFor('tc-rate-limit-') } : {}),
        // A public page's own API calls, made while the server renders it, count against the page limit
        // (static-site.ts), not the visitor's API budget.
        allowList: isPageRenderCall,
      });
      // Unknown API paths answer JSON, before the web app's catch-all can take them: 404, 405 with Allow
      // for a path that has other methods, 400 for a path parameter too long to match (lib/no-route.ts).
      const noRoute = noApiRoute(app);
      api.setNotFoundHandler(noRoute);
      api.all('/*', { schema: { hide: true } }, noRoute);
      for (const routes of ROUTES) await api.register(routes);
    },
    { prefix: '/api' },
  );

  await registerStaticSite(app, config, storeFor?.('tc-page-limit-'));
  return app;
}
