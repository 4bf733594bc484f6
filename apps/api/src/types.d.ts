import 'fastify';
import type { Config } from './config';
import type { Db, Dialect } from './db/connection';
import type { TokenService } from './auth/tokens';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { MailQueue } from './lib/mail-queue';
import type { Metrics } from './lib/metrics';
import type { ReadinessProbe } from './lib/readiness';
import type { SessionReminders } from './features/sessions/session-reminders';
import type { MessageEmails } from './features/messages/message-emails';
import type { Rounds } from './lib/rounds';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    config: Config;
    tokens: TokenService;
    mailer: MailQueue;
    /** The rate limits' Redis (REDIS_URL); null when they are counted per process. */
    redis: Redis | null;
    /** The rate limits' counters in that Redis, one name space per limit (lib/redis.ts); null without it. */
    rateLimitStores: ((nameSpace: string) => FastifyRateLimitStoreCtor) | null;
    /** Prometheus metrics (lib/metrics.ts); null unless METRICS_TOKEN or METRICS_PORT is set. */
    metrics: Metrics | null;
    /** What GET /api/ready asks, and whether a shutdown is draining (plugins/operations.ts). */
    readiness: ReadinessProbe;
    /** The session reminders' worker (features/sessions/session-reminders.ts). */
    sessionReminders: SessionReminders;
    /** The unread-message emails' worker (features/messages/message-emails.ts). */
    messageEmails: MessageEmails;
    /** The worker that takes new audit entries into the word search's index (features/audit/audit-text-index.ts). */
    auditTextIndex: Rounds;
  }
}
