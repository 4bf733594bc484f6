import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { MailQueueTable } from '../db/schema';
import type { MailContent } from './mail-layout';
import type { Mailer, MailMessage, MailOutcome } from './mailer';

/**
 * The mail queue (docs/decisions/017-mail-queue.md). `send` stores the message in `mail_queue` already
 * claimed by this instance and tries it at once, so a person hears at once whether it went; a message that
 * did not go stays `waiting` with its next attempt after a back-off (1 minute, doubling up to an hour), and
 * the worker below takes it up again. A 5xx refusal of the recipient or the message, or the last allowed
 * attempt, ends it as `failed` with the reason; an administrator may send it again.
 *
 * Several instances on one database never send a message twice: a message is delivered only by the
 * instance whose token is in `locked_by`, set by one conditional UPDATE (FOR UPDATE SKIP LOCKED on
 * PostgreSQL; SQLite has a single writer). A claim lasts longer than the SMTP timeouts; one left by an
 * instance that died is taken up once it has run out.
 */
export interface MailQueue extends Mailer {
  /** Delivers what is due now (the worker's round); answers how many it tried. */
  deliverDue(): Promise<number>;
  /** Starts a round soon (after "send again"), without waiting for the poll. */
  wake(): void;
  /** Starts the poll (app ready). */
  start(): void;
}

/** Longer than the mailer's connection, greeting and socket timeouts together (40 s). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

type Claimed = Pick<MailQueueTable, 'recipient' | 'subject' | 'reply_to' | 'content' | 'attempts'> & { id: number };

const iso = (ms: number) => new Date(ms).toISOString();

export function createMailQueue(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  delivery: Mailer,
  settings: Config['mailQueue'],
  log: FastifyBaseLogger,
): MailQueue {
  // This instance's name on the messages it holds.
  const token = randomBytes(12).toString('hex');
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;
  let again = false;
  let closed = false;
  /** Deliveries under way (from `send` and from rounds), awaited on close. */
  const inFlight = new Set<Promise<unknown>>();

  const backOff = (attempts: number) => Math.min(settings.retryMs * 2 ** Math.max(0, attempts - 1), settings.maxRetryMs);

  /** Delivers one message this instance holds, and records how it went. */
  async function deliver(row: Claimed): Promise<MailOutcome> {
    const content = JSON.parse(row.content) as MailContent;
    const message: MailMessage = {
      ...content,
      to: row.recipient,
      subject: row.subject,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    };
    const outcome = await delivery.send(message);
    const attempts = row.attempts + 1;
    const now = Date.now();
    const mine = db.updateTable('mail_queue').where('id', '=', row.id).where('locked_by', '=', token);
    if (outcome.sent) {
      // The body goes: an invitation's link must not outlive its use in a copy of the database.
      await mine
        .set({ status: 'sent', attempts, sent_at: iso(now), content: '', last_error: null, locked_by: null, locked_until: null })
        .execute();
      return outcome;
    }
    const error = (outcome.error ?? 'not sent').slice(0, 1000);
    if (outcome.permanent || attempts >= settings.maxAttempts) {
      await mine.set({ status: 'failed', attempts, last_error: error, locked_by: null, locked_until: null }).execute();
      log.warn({ mailId: row.id, to: row.recipient, attempts, error }, 'mail failed: it will not be tried again unless sent again');
      return outcome;
    }
    const next = iso(now + backOff(attempts));
    await mine
      .set({ status: 'waiting', attempts, next_attempt_at: next, last_error: error, locked_by: null, locked_until: null })
      .execute();
    log.info({ mailId: row.id, to: row.recipient, attempts, next }, 'mail kept in the queue: it will be tried again');
    return { ...outcome, queued: true };
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  /** Takes up to BATCH due messages (waiting and due, or held by a claim that ran out) for this instance. */
  async function claim(): Promise<Claimed[]> {
    const now = iso(Date.now());
    const until = iso(Date.now() + CLAIM_MS);
    const due = (qb: typeof db) =>
      qb
        .selectFrom('mail_queue')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'waiting'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(BATCH);
    const ids = dialect === 'postgres' ? due(db).forUpdate().skipLocked() : due(db);
    return (
      db
        .updateTable('mail_queue')
        .set({ status: 'sending', locked_by: token, locked_until: until })
        .where('id', 'in', ids)
        // Checked again in the UPDATE itself: a row another instance claimed in between is left alone.
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'waiting'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
          ]),
        )
        .returning(['id', 'recipient', 'subject', 'reply_to', 'content', 'attempts'])
        .execute()
    );
  }

  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      if (closed) return tried;
      const rows = await claim();
      for (const row of rows) {
        await track(deliver(row)).catch((err: unknown) => log.warn({ mailId: row.id, err }, 'mail delivery could not be recorded'));
        tried += 1;
      }
      if (rows.length < BATCH) return tried;
    }
  }

  /** One round at a time in this instance; a wake during a round runs another after it. */
  function run(): void {
    if (closed) return;
    if (round) {
      again = true;
      return;
    }
    round = deliverDue()
      .catch((err: unknown) => {
        log.warn({ err }, 'the mail queue could not be read');
        return 0;
      })
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  return {
    async send(message) {
      const now = Date.now();
      const { to, subject, replyTo, ...content } = message;
      let row: Claimed;
      try {
        // Stored already claimed by this instance, and tried at once: the caller learns whether it went.
        row = await db
          .insertInto('mail_queue')
          .values({
            recipient: to,
            subject,
            reply_to: replyTo ?? null,
            content: JSON.stringify(content),
            status: 'sending',
            attempts: 0,
            next_attempt_at: iso(now),
            last_error: null,
            locked_by: token,
            locked_until: iso(now + CLAIM_MS),
            created_at: iso(now),
            sent_at: null,
          })
          .returning(['id', 'recipient', 'subject', 'reply_to', 'content', 'attempts'])
          .executeTakeFirstOrThrow();
      } catch (err) {
        // Never throws, as before the queue: the caller's work is done and stored.
        const error = err instanceof Error ? err.message : String(err);
        log.error({ to, subject, error }, 'mail could not be queued');
        return { sent: false, via: delivery.via, error };
      }
      return track(deliver(row)).catch((err: unknown) => {
        const error = err instanceof Error ? err.message : String(err);
        log.warn({ mailId: row.id, error }, 'mail delivery could not be recorded');
        return { sent: false, via: delivery.via, error, queued: true };
      });
    },
    via: delivery.via,
    deliverDue,
    wake: () => setImmediate(run),
    start() {
      if (timer || closed) return;
      timer = setInterval(run, settings.pollMs);
      timer.unref();
      run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await round;
      await Promise.allSettled([...inFlight]);
      delivery.close();
    },
  };
}

/**
 * Queues a message in the caller's transaction, to be sent by a worker's round once it is committed: a
 * message about a change goes only if the change is stored, and a change rolled back sends nothing. Wake the
 * queue (`mailer.wake()`) once it is committed to send it sooner than the next poll.
 */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  const now = iso(Date.now());
  const { to, subject, replyTo, ...content } = message;
  await db
    .insertInto('mail_queue')
    .values({
      recipient: to,
      subject,
      reply_to: replyTo ?? null,
      content: JSON.stringify(content),
      status: 'waiting',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      locked_by: null,
      locked_until: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

/** Counts for the log and tests: how many messages are in each state. */
export async function queueCounts(db: Db): Promise<Record<MailQueueTable['status'], number>> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  const counts = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
