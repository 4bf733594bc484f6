import type { Activity } from '@tc/contract/coaching';
import type { CoachingSession, SessionKind } from '@tc/contract/sessions';

/** The diary's activity of a session's kind: a visit is a site visit, a video call a meeting, a workshop training. */
export const KIND_ACTIVITY: Record<SessionKind, Activity> = {
  visit: 'site_visit',
  phone: 'phone',
  video: 'meeting',
  workshop: 'training',
  other: 'other',
};

export interface SessionEntryValues {
  actionplan_id: string;
  date: string;
  minutes: string;
  activity: Activity;
  notes: string;
}

/** The diary entry a completed session fills in: its Alberta date, its minutes, the activity of its kind, its plan. */
export function sessionEntryValues(session: CoachingSession): SessionEntryValues {
  return {
    actionplan_id: session.actionplan_id ? String(session.actionplan_id) : '',
    date: session.localStart.slice(0, 10),
    minutes: String(session.minutes),
    activity: KIND_ACTIVITY[session.kind],
    notes: '',
  };
}
