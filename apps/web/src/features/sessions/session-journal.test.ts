import { ACTIVITIES } from '@tc/contract/coaching';
import { SESSION_KINDS, type CoachingSession } from '@tc/contract/sessions';
import { describe, expect, it } from 'vitest';
import { KIND_ACTIVITY, sessionEntryValues } from './session-journal';

const session = (over: Partial<CoachingSession>): CoachingSession =>
  ({
    id: 7,
    client_id: 3,
    coach_id: 2,
    actionplan_id: 11,
    localStart: '2026-11-05T23:30',
    localEnd: '2026-11-06T00:15',
    minutes: 45,
    kind: 'visit',
    ...over,
  }) as CoachingSession;

describe('the diary entry of a completed session', () => {
  it('takes the activity from the kind', () => {
    expect(KIND_ACTIVITY).toEqual({ visit: 'site_visit', phone: 'phone', video: 'meeting', workshop: 'training', other: 'other' });
    for (const kind of SESSION_KINDS) expect(ACTIVITIES).toContain(KIND_ACTIVITY[kind]);
  });

  it("is filled in with the session's Alberta date, minutes and plan", () => {
    expect(sessionEntryValues(session({}))).toEqual({
      actionplan_id: '11',
      date: '2026-11-05',
      minutes: '45',
      activity: 'site_visit',
      notes: '',
    });
  });

  it('leaves the plan to choose when the session had none', () => {
    expect(sessionEntryValues(session({ actionplan_id: null, kind: 'video' }))).toMatchObject({ actionplan_id: '', activity: 'meeting' });
  });
});
