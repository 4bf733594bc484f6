import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Db } from '../db/connection';

/** How long each check may take: a probe answers within a few seconds, whatever hangs. */
const DATABASE_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;
const MAIL_TIMEOUT_MS = 3000;
/** A mail server's answer holds this long: probes every few seconds do not each open an SMTP connection. */
const MAIL_ANSWER_KEPT_MS = 30_000;

export type CheckName = 'server' | 'database' | 'redis' | 'mail';

export interface ReadyChecks {
  database: 'up';
  redis: 'up' | 'unused';
  mail: 'up' | 'unused';
}

/** Ready, with what was checked; or not, with each thing down in a few words (never an error's own text). */
export type Readiness = { ready: true; checks: ReadyChecks } | { ready: false; down: { check: CheckName; message: string }[] };

export interface ReadinessProbe {
  /** True from the shutdown signal on (lib/shutdown.ts): the process is not to be sent requests. */
  readonly draining: boolean;
  startDraining(): void;
  check(): Promise<Readiness>;
  /** Closes the mail check's transport (app close). */
  close(): void;
}

/** The promise's value, or a rejection once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * What `GET /api/ready` asks (docs/architecture.md#health-readiness-and-metrics): the database answers a trivial query,
 * REDIS_URL's server a PING and SMTP_URL's server a connection (EHLO, and AUTH when the address has credentials),
 * each within a short time. The reasons a check failed are logged when the answer changes, not on every probe.
 */
export function readinessProbe(opts: { db: Db; redis: Redis | null; smtpUrl?: string; log: FastifyBaseLogger }): ReadinessProbe {
  const { db, redis, smtpUrl, log } = opts;
  const smtp = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: MAIL_TIMEOUT_MS,
        greetingTimeout: MAIL_TIMEOUT_MS,
        socketTimeout: MAIL_TIMEOUT_MS,
      })
    : undefined;
  let mailAnswer: { at: number; error: Promise<Error | undefined> } | undefined;
  let draining = false;
  let lastDown = '';

  const mailError = (): Promise<Error | undefined> => {
    if (!smtp) return Promise.resolve(undefined);
    if (!mailAnswer || Date.now() - mailAnswer.at >= MAIL_ANSWER_KEPT_MS) {
      // Kept as a promise: probes that come while a check runs share it.
      mailAnswer = {
        at: Date.now(),
        error: within(smtp.verify(), MAIL_TIMEOUT_MS + 500).then(
          () => undefined,
          (err: Error) => err,
        ),
      };
    }
    return mailAnswer.error;
  };

  const errorOf = (promise: Promise<unknown>, ms: number) =>
    within(promise, ms).then(
      () => undefined,
      (err: Error) => err,
    );

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      if (draining) return { ready: false, down: [{ check: 'server', message: 'The server is shutting down.' }] };
      const [database, redisError, mail] = await Promise.all([
        errorOf(sql`select 1`.execute(db), DATABASE_TIMEOUT_MS),
        redis ? errorOf(redis.ping(), REDIS_TIMEOUT_MS) : undefined,
        mailError(),
      ]);
      const failed: [CheckName, string, Error | undefined][] = [
        ['database', 'The database does not answer.', database],
        ['redis', 'Redis (REDIS_URL) does not answer.', redisError],
        ['mail', 'The mail server (SMTP_URL) does not answer.', mail],
      ];
      const down = failed.filter(([, , err]) => err).map(([check, message]) => ({ check, message }));
      const now = down.map((d) => d.check).join(',');
      if (now !== lastDown) {
        const errors = Object.fromEntries(failed.filter(([, , err]) => err).map(([check, , err]) => [check, err!.message]));
        if (now) log.warn({ errors }, `not ready: ${now} down`);
        else log.info('ready: every check answers again');
        lastDown = now;
      }
      if (down.length) return { ready: false, down };
      return { ready: true, checks: { database: 'up', redis: redis ? 'up' : 'unused', mail: smtp ? 'up' : 'unused' } };
    },
    close: () => smtp?.close(),
  };
}
