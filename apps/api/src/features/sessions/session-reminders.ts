import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import {
  albertaWords,
  type CalendarSession,
  calendarSessions,
  clientName,
  coachName,
  kindWords,
  type SessionSide,
} from './session-calendar';
import { sessionDetails } from './session-notices';
import { readSessionSettings } from './session-settings';
import { queueMail } from '../../lib/mail-queue';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeLinks } from '../../lib/notifications';
import { createRounds } from '../../lib/rounds';
import { nowIso } from '../../lib/time';

/**
 * Session reminders (docs/decisions/021-session-reminders.md): every minute, each instance looks for scheduled
 * sessions starting within the centre's lead time (24 hours unless set otherwise) and emails each of their two
 * people who wants reminders, exactly once, however many instances run and across restarts.
 *
 * "Once" is the database's: a reminder is a row of session_reminders whose primary key is (session, person,
 * start). An instance inserts it with ON CONFLICT DO NOTHING and queues the email in the same transaction only
 * when its insert made the row; the other instances' inserts of the same key make nothing (on PostgreSQL the
 * second waits for the first to commit or roll back), so nobody sends it again. A session moved to a new start
 * has a new key and is reminded again; a reminder queued is sent by the mail queue, with its retries.
 */
export interface SessionReminders {
  /** One round: queues the reminders due now; answers how many. */
  tick(): Promise<number>;
  /** Starts the rounds (main.ts; off in tests unless started). */
  start(): void;
  close(): Promise<void>;
}

const POLL_MS = 60_000;

type ReminderConfig = Pick<Config, 'centre' | 'publicUrl' | 'jwtSecret'>;

export function reminderMail(config: ReminderConfig, s: CalendarSession, side: SessionSide): MailMessage {
  const other = side === 'client' ? coachName(s) : clientName(s);
  return {
    to: side === 'client' ? s.client_email : s.coach_email,
    subject: `Reminder: ${kindWords(s.kind).slice(2)} on ${albertaWords(s.starts_at)}`,
    greeting: `Hello ${side === 'client' ? s.client_firstname : s.coach_firstname},`,
    paragraphs: [
      `A reminder of ${kindWords(s.kind)} with ${other}:`,
      sessionDetails(s),
      ...(s.agenda ? [`Agenda:\n${s.agenda}`] : []),
      side === 'client'
        ? `If you cannot make it, please tell your coach, or call us at ${config.centre.phone}.`
        : 'If it cannot go ahead, move or cancel it in the calendar: your client is told.',
      `You can turn these reminders off on your account page: ${config.publicUrl}/account`,
    ],
    // The footer's line and the List-Unsubscribe headers: one click turns this person's reminders off.
    unsubscribe: unsubscribeLinks(config, side === 'client' ? s.client_id : s.coach_id, 'reminders'),
  };
}

export function createSessionReminders(
  db: Db,
  config: ReminderConfig,
  log: FastifyBaseLogger,
  /** Called after a round queued mail, so it goes at once (the mail queue's wake). */
  queued: () => void,
  pollMs = POLL_MS,
): SessionReminders {
  const rounds = createRounds(() => tick(), pollMs, log, 'session reminders could not be sent this round');

  /** Sends one person's reminder unless some instance already has: answers whether this one did. */
  async function remind(s: CalendarSession, side: SessionSide): Promise<boolean> {
    const userId = side === 'client' ? s.client_id : s.coach_id;
    return db.transaction().execute(async (trx) => {
      // First in the transaction, so SQLite takes its write lock here (waiting its busy timeout for another
      // instance's) rather than failing to upgrade a read. A row already there makes nothing, and no error:
      // a failed statement would end a PostgreSQL transaction.
      const made = await trx
        .insertInto('session_reminders')
        .values({ session_id: s.id, user_id: userId, starts_at: s.starts_at, sent_at: nowIso() })
        .onConflict((oc) => oc.columns(['session_id', 'user_id', 'starts_at']).doNothing())
        .returning('session_id')
        .executeTakeFirst();
      if (!made) return false;
      await queueMail(trx, reminderMail(config, s, side));
      return true;
    });
  }

  async function tick(): Promise<number> {
    const { reminderHours } = await readSessionSettings(db);
    const now = Date.now();
    const due = await calendarSessions(db)
      .where('s.status', '=', 'scheduled')
      .where('s.deleted_at', 'is', null)
      // Not started yet, and starting within the lead time.
      .where('s.starts_at', '>', new Date(now).toISOString())
      .where('s.starts_at', '<=', new Date(now + reminderHours * 3_600_000).toISOString())
      .where((eb) =>
        eb.or([
          eb.and([eb('cl.session_reminders', '=', 1), eb('cl.status', '=', 'active'), eb('cl.deleted_at', 'is', null)]),
          eb.and([eb('co.session_reminders', '=', 1), eb('co.status', '=', 'active'), eb('co.deleted_at', 'is', null)]),
        ]),
      )
      .select([
        'cl.status as client_status',
        'cl.deleted_at as client_deleted_at',
        'co.status as coach_status',
        'co.deleted_at as coach_deleted_at',
      ])
      .orderBy('s.starts_at')
      .execute();
    if (due.length === 0) return 0;
    // Who has had theirs already (read once, to spare the inserts; the insert itself is what decides).
    const sent = await db
      .selectFrom('session_reminders')
      .select(['session_id', 'user_id', 'starts_at'])
      .where(
        'session_id',
        'in',
        due.map((s) => s.id),
      )
      .execute();
    const done = new Set(sent.map((r) => `${r.session_id}/${r.user_id}/${r.starts_at}`));
    let count = 0;
    for (const s of due) {
      for (const side of ['client', 'coach'] as const) {
        if (rounds.closed()) return count;
        const wants =
          side === 'client'
            ? s.client_reminders === 1 && s.client_status === 'active' && s.client_deleted_at === null
            : s.coach_reminders === 1 && s.coach_status === 'active' && s.coach_deleted_at === null;
        const userId = side === 'client' ? s.client_id : s.coach_id;
        if (!wants || done.has(`${s.id}/${userId}/${s.starts_at}`)) continue;
        if (await remind(s, side)) count += 1;
      }
    }
    if (count > 0) {
      log.info({ reminders: count }, 'session reminders queued');
      queued();
    }
    return count;
  }

  return { tick, start: rounds.start, close: rounds.close };
}
