import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']), dialect: z.string() });

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      {
        schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(app.db);
          return { status: 'ok' as const, database: 'up' as const, dialect: app.dialect };
        } catch (err) {
          app.log.error({ err }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, dialect: app.dialect });
        }
      },
    );
}
