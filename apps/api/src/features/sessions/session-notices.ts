import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { icalendar } from '../../lib/icalendar';
import type { MailMessage } from '../../lib/mailer';
import { queueMail } from '../../lib/mail-queue';
import {
  albertaWords,
  type CalendarSession,
  calendarSessions,
  clientName,
  coachName,
  kindWords,
  type SessionSide,
  sessionEvent,
} from './session-calendar';

/** What happened to a session, as its people are told: an invitation, a change, a cancellation. */
export type SessionChange = 'invite' | 'update' | 'cancel';

/** Long enough for the caller's transaction to commit. */
const WAKE_AFTER_MS = 1000;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When, how long and where, one per line. */
export function sessionDetails(s: CalendarSession): string {
  return [`When: ${albertaWords(s.starts_at)}`, `Length: ${s.minutes} minutes`, ...(s.location ? [`Where: ${s.location}`] : [])].join('\n');
}

/** The email about a change to one of the session's two people, its `.ics` attached (same UID, the row's SEQUENCE). */
export function sessionChangeMail(
  config: Pick<Config, 'centre'>,
  s: CalendarSession,
  side: SessionSide,
  change: SessionChange,
): MailMessage {
  const cancel = change === 'cancel';
  const method = cancel ? 'CANCEL' : 'REQUEST';
  const ics = icalendar({
    method,
    events: [sessionEvent(s, side, { organizer: { name: config.centre.name, email: config.centre.email }, cancelled: cancel })],
  });
  const what = kindWords(s.kind);
  const other = side === 'client' ? coachName(s) : clientName(s);
  const when = albertaWords(s.starts_at);
  const requested = s.status === 'requested';
  const headline = cancel
    ? `${capital(what)} with ${other} on ${when} is cancelled.`
    : change === 'update'
      ? `${capital(what)} with ${other} has changed. It is now:`
      : requested
        ? `${capital(what)} with ${other} is requested, waiting for the coach to confirm it:`
        : `${capital(what)} with ${other} is booked:`;
  const subject = `${capital(what.slice(2))} ${cancel ? 'cancelled' : change === 'update' ? 'changed' : requested ? 'requested' : 'booked'}: ${when}`;
  return {
    to: side === 'client' ? s.client_email : s.coach_email,
    subject,
    greeting: `Hello ${side === 'client' ? s.client_firstname : s.coach_firstname},`,
    paragraphs: [
      headline,
      ...(cancel ? [] : [sessionDetails(s)]),
      ...(!cancel && s.agenda ? [`Agenda:\n${s.agenda}`] : []),
      cancel
        ? 'The attached calendar file takes it off your calendar.'
        : 'The attached calendar file adds it to your calendar, or updates it there.',
    ],
    attachments: [{ filename: cancel ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics }],
  };
}

/**
 * One email about several sessions of the same two people (the occurrences of a repeat, scheduled, moved or
 * cancelled together): every date listed, and one `.ics` holding a VEVENT for each, so a weekly series of 52
 * is one message to each person rather than 52.
 */
export function sessionSeriesMail(
  config: Pick<Config, 'centre'>,
  list: CalendarSession[],
  side: SessionSide,
  change: SessionChange,
): MailMessage {
  const first = list[0]!;
  const cancel = change === 'cancel';
  const method = cancel ? 'CANCEL' : 'REQUEST';
  const organizer = { name: config.centre.name, email: config.centre.email };
  const ics = icalendar({ method, events: list.map((s) => sessionEvent(s, side, { organizer, cancelled: cancel })) });
  const other = side === 'client' ? coachName(first) : clientName(first);
  const what = `${list.length} sessions with ${other}`;
  const requested = list.every((s) => s.status === 'requested');
  const verb = cancel ? 'cancelled' : change === 'update' ? 'changed' : requested ? 'requested' : 'booked';
  const headline = cancel
    ? `These ${what} are cancelled:`
    : change === 'update'
      ? `These ${what} have changed. They are now:`
      : `These ${what} are ${verb}:`;
  const places = new Set(list.map((s) => s.location ?? ''));
  const lines = list.map((s) => `- ${albertaWords(s.starts_at)}, ${s.minutes} minutes, ${kindWords(s.kind).replace(/^an? /, '')}`);
  return {
    to: side === 'client' ? first.client_email : first.coach_email,
    subject: `${list.length} coaching sessions ${verb}, from ${albertaWords(first.starts_at)}`,
    greeting: `Hello ${side === 'client' ? first.client_firstname : first.coach_firstname},`,
    paragraphs: [
      headline,
      lines.join('\n'),
      ...(!cancel && places.size === 1 && first.location ? [`Where: ${first.location}`] : []),
      ...(!cancel && first.agenda ? [`Agenda:\n${first.agenda}`] : []),
      cancel
        ? 'The attached calendar file takes them off your calendar.'
        : 'The attached calendar file adds them to your calendar, or updates them there.',
    ],
    attachments: [{ filename: cancel ? 'cancel.ics' : 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics }],
  };
}

/**
 * Emails the client and the coach of these sessions an invitation, change or cancellation with an `.ics`
 * attachment (METHOD REQUEST or CANCEL, the session's UID, its SEQUENCE as the row holds it: the caller raises
 * it with the change), through the mail queue, in the caller's transaction: the mail is stored only with the
 * change, and goes at the queue's next round. Called by every route that schedules, moves or cancels a session.
 */
export async function noticeSessionChange(db: Db, request: FastifyRequest, sessionIds: number[], change: SessionChange): Promise<void> {
  if (sessionIds.length === 0) return;
  // Archived ones too: a session archived as it is cancelled is still taken off people's calendars.
  const sessions = await calendarSessions(db).where('s.id', 'in', sessionIds).orderBy('s.starts_at').execute();
  // One message per person for each pair of client and coach: a series is told of at once.
  const byPair = new Map<string, CalendarSession[]>();
  for (const s of sessions) {
    const key = `${s.client_id}:${s.coach_id}`;
    byPair.set(key, [...(byPair.get(key) ?? []), s]);
  }
  for (const list of byPair.values()) {
    for (const side of ['client', 'coach'] as const) {
      const mail =
        list.length === 1
          ? sessionChangeMail(request.server.config, list[0]!, side, change)
          : sessionSeriesMail(request.server.config, list, side, change);
      await queueMail(db, mail);
    }
  }
  // A round a moment from now, when the caller's transaction has committed, rather than at the next poll (15 s);
  // a round that comes too early finds nothing, and the poll still sends it. (No hook on every answer for this.)
  if (sessions.length > 0) setTimeout(() => request.server.mailer.wake(), WAKE_AFTER_MS).unref();
}
