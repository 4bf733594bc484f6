import {
  SESSION_KIND_LABELS,
  SESSION_STATUS_LABELS,
  type CoachingSession,
  type SessionCheck,
  type SessionStatus,
} from '@tc/contract/sessions';
import { formatSessionTime } from './session-time';

/** Each status its own colour, white text on it at AA contrast; the status is also said in words (never by colour alone). */
export const STATUS_COLOURS: Record<SessionStatus, string> = {
  requested: '#8a4b00',
  scheduled: '#1565c0',
  completed: '#2e6b30',
  cancelled: '#5f6368',
  no_show: '#b3261e',
};

const personName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** "Emily Chen · Visit", then what is worth knowing at a glance: its status unless scheduled, and "time logged". */
export function sessionTitle(session: CoachingSession, withCoach = false): string {
  const parts = [personName(session.client), SESSION_KIND_LABELS[session.kind]];
  if (withCoach) parts.push(`with ${personName(session.coach)}`);
  if (session.status !== 'scheduled') parts.push(SESSION_STATUS_LABELS[session.status]);
  if (session.journal_id) parts.push('time logged');
  return parts.join(' · ');
}

/** The warning the dialog shows before saving: whom the coach already sees then, and whether it is outside their hours. */
export function clashLines(check: SessionCheck, coachFirstName: string): string[] {
  const lines = check.overlapping.map(
    (s) => `${coachFirstName} already has a session then: ${formatSessionTime(s.localStart, s.localEnd)} with ${personName(s.client)}.`,
  );
  if (check.outsideAvailability) lines.push(`Outside ${coachFirstName}'s hours.`);
  return lines;
}

export { personName };
