import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiTransform } from '../lib/openapi';
import { appWide } from './app-wide';

/**
 * The OpenAPI document of every route registered after it (from the contract's schemas, lib/openapi.ts)
 * and Swagger UI at /api/docs. App-wide: the document collects the routes of every scope.
 */
export const apiDocs = appWide(async (app) => {
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
});
