import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { api } from './plugins/api';
import { apiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authentication';
import { errorAnswers } from './plugins/errors';
import { headers } from './plugins/headers';
import { json } from './plugins/json';
import { operations } from './plugins/operations';
import { serverOptions } from './plugins/server-options';
import { services } from './plugins/services';
import { slowClients } from './plugins/slow-clients';
import { staticSite } from './plugins/static-site';
import { uploads } from './plugins/uploads';

/**
 * The app: a Fastify server and what it is made of, in order, one plugin of plugins/ for each concern.
 * Each but the API is the app's own (plugins/app-wide.ts); the order matters where a later one relies on
 * an earlier: every plugin reads the services, the API docs collect the routes registered after them,
 * and the web app's catch-all comes last, after the API has answered its own unknown paths.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config));
  // Settings, database, mailer, the rate limits' Redis.
  await app.register(services, { config });
  // The readiness probe, the shutdown's drain and the metrics (/metrics).
  await app.register(operations);
  // Deadlines on a request's body, beyond Node's own on its headers.
  await app.register(slowClients);
  // Validation and answers to the contract's schemas, JSON bodies only.
  await app.register(json);
  await app.register(errorAnswers);
  // The token service and the request's signed-in user.
  await app.register(authentication);
  // Security headers of pages and of API calls, and the request id and no-store on each answer.
  await app.register(headers);
  // Multipart on the upload calls only.
  await app.register(uploads);
  // OpenAPI and Swagger UI at /api/docs.
  await app.register(apiDocs);
  // The API's routes, with its rate limit and its 404s.
  await app.register(api, { prefix: '/api' });
  // The built web app: files, server-rendered pages, robots.txt and sitemap.xml, and the page limit.
  await app.register(staticSite);
  return app;
}
