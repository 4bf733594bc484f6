import type { Config } from '../config';
import { openDatabase } from '../db/connection';
import { createMailQueue } from '../lib/mail-queue';
import { createMailer } from '../lib/mailer';
import { countedMailer, createMetrics } from '../lib/metrics';
import { connectRedis, rateLimitStores } from '../lib/redis';
import { createSessionReminders } from '../features/sessions/session-reminders';
import { createMessageEmails } from '../features/messages/message-emails';
import { createAuditTextIndex } from '../features/audit/audit-text-index';
import { appWide } from './app-wide';

/**
 * What every route reaches through the app: its settings (`app.config`), the database (`app.db`,
 * `app.dialect`), the mailer (`app.mailer`), the rate limits' Redis (`app.redis`, `app.rateLimitStores`) and the metrics (`app.metrics`).
 * Each is closed with the app.
 */
export const services = appWide(async (app, { config }: { config: Config }) => {
  // Counted only when someone reads them (METRICS_TOKEN or METRICS_PORT: plugins/operations.ts).
  const metrics = config.metrics.token || config.metrics.port ? createMetrics() : undefined;
  app.decorate('metrics', metrics ?? null);
  // Rate limit counters in Redis when REDIS_URL is set, shared by every API process; else per process.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  app.decorate('redis', redis ?? null);
  app.decorate('rateLimitStores', redis ? rateLimitStores(redis, app.log, () => metrics?.rateLimitFallbacks.inc()) : null);

  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    poolSize: config.poolSize,
    plugins: metrics ? [metrics.queryTimer] : [],
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection closed'),
  });
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  // Every message goes through the queue in the database (docs/decisions/017-mail-queue.md); its worker
  // polls for retries once the app is ready (the schema is migrated by then) and stops with the app. The
  // metrics count each delivery attempt by its outcome: a message is counted sent once, and each failed try.
  const transport = metrics ? countedMailer(createMailer(config, app.log), metrics.mail) : createMailer(config, app.log);
  const mailer = createMailQueue(handle.db, handle.dialect, transport, config.mailQueue, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  // Session reminders (docs/decisions/021-session-reminders.md): started by main.ts, so off in tests unless started.
  const reminders = createSessionReminders(handle.db, config, app.log, () => mailer.wake());
  app.decorate('sessionReminders', reminders);
  // Unread-message emails (docs/decisions/026-messages.md): started by main.ts too.
  const messageEmails = createMessageEmails(handle.db, config, app.log, () => mailer.wake());
  app.decorate('messageEmails', messageEmails);
  // New audit entries into the word search's trigram table (docs/decisions/051-audit-text-search.md): started by main.ts.
  const auditTextIndex = createAuditTextIndex(handle.db, app.log);
  app.decorate('auditTextIndex', auditTextIndex);
  // In this order, in one hook: the reminders (which queue mail), the queue's worker, then the database they use.
  app.addHook('onClose', async () => {
    await reminders.close();
    await messageEmails.close();
    await auditTextIndex.close();
    await mailer.close();
    await handle.close();
  });
});
