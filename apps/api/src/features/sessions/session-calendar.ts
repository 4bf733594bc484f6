import type { SessionKind } from '@tc/contract/sessions';
import type { Db } from '../../db/connection';
import type { CoachingSessionsTable } from '../../db/schema';
import { isoWeekday, utcToAlberta } from '../../lib/alberta-calendar';
import type { CalendarEvent, CalendarPerson } from '../../lib/icalendar';

/**
 * A session as the calendar programs and the emails about it read it (the feed, the `.ics` of an invitation,
 * a reminder): what it is called for each of its two people, its Alberta time in words, its iCalendar event.
 */

/** A session with what its people are told: both names and addresses. */
export interface CalendarSession {
  id: number;
  uid: string;
  sequence: number;
  starts_at: string;
  ends_at: string;
  minutes: number;
  kind: SessionKind;
  location: string | null;
  agenda: string | null;
  status: CoachingSessionsTable['status'];
  created_at: string;
  updated_at: string;
  client_id: number;
  coach_id: number;
  client_firstname: string;
  client_lastname: string;
  client_business_name: string | null;
  client_email: string;
  client_reminders: number;
  coach_firstname: string;
  coach_lastname: string;
  coach_email: string;
  coach_reminders: number;
}

/** The one read of sessions with their people for the calendar: callers add the where. */
export function calendarSessions(db: Db) {
  return db
    .selectFrom('coaching_sessions as s')
    .innerJoin('users as cl', 'cl.id', 's.client_id')
    .innerJoin('users as co', 'co.id', 's.coach_id')
    .select([
      's.id',
      's.uid',
      's.sequence',
      's.starts_at',
      's.ends_at',
      's.minutes',
      's.kind',
      's.location',
      's.agenda',
      's.status',
      's.created_at',
      's.updated_at',
      's.client_id',
      's.coach_id',
      'cl.firstname as client_firstname',
      'cl.lastname as client_lastname',
      'cl.business_name as client_business_name',
      'cl.email as client_email',
      'cl.session_reminders as client_reminders',
      'co.firstname as coach_firstname',
      'co.lastname as coach_lastname',
      'co.email as coach_email',
      'co.session_reminders as coach_reminders',
    ]);
}

/** Which of its two people a copy is for: each sees the other's name. */
export type SessionSide = 'client' | 'coach';

const KIND_WORDS: Record<SessionKind, string> = {
  visit: 'Coaching visit',
  phone: 'Coaching phone call',
  video: 'Coaching video call',
  workshop: 'Workshop',
  other: 'Coaching session',
};

export const clientName = (s: CalendarSession) =>
  `${s.client_firstname} ${s.client_lastname}`.trim() + (s.client_business_name ? ` (${s.client_business_name})` : '');
export const coachName = (s: CalendarSession) => `${s.coach_firstname} ${s.coach_lastname}`.trim();

/** "Coaching visit with Robin Tester": the coach for the client, the client for the coach. */
export function sessionSummary(s: CalendarSession, side: SessionSide): string {
  return `${KIND_WORDS[s.kind]} with ${side === 'client' ? coachName(s) : clientName(s)}`;
}

/** What kind of session, in a sentence's middle: "a coaching visit". */
export const kindWords = (kind: SessionKind) => `a ${KIND_WORDS[kind].toLowerCase()}`;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A UTC instant in Alberta, in words: "Thursday 5 November, 10:00 (Alberta time)" (the weekday makes the year plain). */
export function albertaWords(instant: string): string {
  const local = utcToAlberta(instant);
  const [date, time] = local.split('T');
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[isoWeekday(date) - 1]} ${day} ${MONTHS[month - 1]}, ${time} (Alberta time)`;
}

const STATUS: Record<CalendarSession['status'], CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  scheduled: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** The session as one VEVENT for one of its people; `invite` adds the organizer and both as attendees. */
export function sessionEvent(
  s: CalendarSession,
  side: SessionSide,
  opts: { stamp?: string; organizer?: CalendarPerson; cancelled?: boolean } = {},
): CalendarEvent {
  return {
    uid: s.uid,
    sequence: s.sequence,
    start: s.starts_at,
    end: s.ends_at,
    stamp: opts.stamp,
    created: s.created_at,
    lastModified: s.updated_at,
    summary: sessionSummary(s, side),
    location: s.location,
    description: s.agenda,
    status: opts.cancelled ? 'CANCELLED' : STATUS[s.status],
    ...(opts.organizer
      ? {
          organizer: opts.organizer,
          attendees: [
            { name: clientName(s), email: s.client_email },
            { name: coachName(s), email: s.coach_email },
          ],
        }
      : {}),
  };
}
