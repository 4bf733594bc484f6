import { healthEndpoints } from '@tc/contract/health-endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { redisUp } from '../../lib/redis';
import { route } from '../../lib/route';

export async function healthRoutes(app: FastifyInstance) {
  /**
   * A readiness probe: 503 only when the database is down, which this process cannot serve without.
   * Redis down is `degraded` but still 200: the limits are then counted per process (lib/redis.ts),
   * and a 503 would have the load balancer drop every process at once over a shared Redis.
   */
  route(app, healthEndpoints.get, async (_request, reply) => {
    const redis = app.redis ? (redisUp(app.redis) ? ('up' as const) : ('down' as const)) : ('unused' as const);
    try {
      await sql`select 1`.execute(app.db);
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), database: 'up' as const, dialect: app.dialect, redis };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const, dialect: app.dialect, redis });
    }
  });

  /**
   * Whether to send this process requests (lib/readiness.ts): stricter than the health check above, every configured
   * service must answer, and from the shutdown signal on it answers 503 so that a proxy stops sending.
   */
  route(app, healthEndpoints.ready, async (_request, reply) => {
    const readiness = await app.readiness.check();
    if (readiness.ready) return { status: 'ready' as const, checks: readiness.checks };
    const issues = readiness.down.map(({ check, message }) => ({ path: [check], message }));
    const error = `Not ready: ${readiness.down.map((d) => d.message).join(' ')}`;
    return reply.code(503).send({ error, code: 'UNAVAILABLE' as const, issues });
  });
}
