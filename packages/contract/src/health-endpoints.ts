import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';

export const healthSchema = z.object({
  /** ok: all is well; degraded: Redis is down and limits are counted per process (still 200: the process serves); unavailable: the database is down (503). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  dialect: z.string(),
  /** The rate limits' Redis: up, down, or unused (REDIS_URL unset: limits are counted per process). */
  redis: z.enum(['up', 'down', 'unused']),
});

/** What the readiness probe checked: `unused` for a service that is not configured. */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('up'),
    /** REDIS_URL's server answered a PING. */
    redis: z.enum(['up', 'unused']),
    /** SMTP_URL's server accepted a connection (checked at most every 30 s). */
    mail: z.enum(['up', 'unused']),
  }),
});

export const healthEndpoints = {
  get: endpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Health: database and rate-limit Redis reachability (whether to send requests: /ready)',
    tags: ['health'],
    auth: false,
    status: 200,
    response: healthSchema,
    // A probe that polls often is never throttled, so it never answers 429.
    rateLimited: false,
    quiet: true,
    otherResponses: { 503: healthSchema.describe('The database cannot be reached') },
    errors: [],
  }),
  /**
   * Whether to send this process requests: 503 while it shuts down (from the signal on, so a proxy stops
   * sending before it stops listening) or while the database, or a configured Redis or mail server, does not answer.
   */
  ready: endpoint({
    operationId: 'getReady',
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database, and Redis and mail when configured, answer; not shutting down',
    tags: ['health'],
    auth: false,
    status: 200,
    response: readySchema,
    rateLimited: false,
    quiet: true,
    otherResponses: {
      503: errorBodySchema.describe('UNAVAILABLE: shutting down, or a service is down; `issues` names each (path: the check)'),
    },
    errors: [],
  }),
};
