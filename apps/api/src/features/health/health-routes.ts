import { healthEndpoints } from '@tc/contract/health-endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { route } from '../../lib/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, healthEndpoints.get, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: 'up' as const, dialect: app.dialect };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, dialect: app.dialect });
    }
  });
}
