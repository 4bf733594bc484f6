import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthSchema = z.object({
  /** ok: all is well; degraded: Redis is down and limits are counted per process (still 200: the process serves); unavailable: the database is down (503). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  dialect: z.string(),
  /** The rate limits' Redis: up, down, or unused (REDIS_URL unset: limits are counted per process). */
  redis: z.enum(['up', 'down', 'unused']),
});

export const healthEndpoints = {
  get: endpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Readiness: database and rate-limit Redis reachability',
    tags: ['health'],
    auth: false,
    status: 200,
    response: healthSchema,
    // A probe that polls often is never throttled, so it never answers 429.
    rateLimited: false,
    otherResponses: { 503: healthSchema.describe('The database cannot be reached') },
    errors: [],
  }),
};
