import type { CoachingSession } from '@tc/contract/sessions';
import { describe, expect, it } from 'vitest';
import { clashLines, sessionTitle } from './session-labels';

const session = (over: Partial<CoachingSession>): CoachingSession =>
  ({
    localStart: '2026-11-05T10:00',
    localEnd: '2026-11-05T11:00',
    kind: 'visit',
    status: 'scheduled',
    journal_id: null,
    client: { id: 3, firstname: 'Emily', lastname: 'Chen', business_name: null },
    coach: { id: 2, firstname: 'Dana', lastname: 'Whitford' },
    ...over,
  }) as CoachingSession;

describe('what the calendar says of a session', () => {
  it('names the client and kind, then the status unless scheduled, and "time logged"', () => {
    expect(sessionTitle(session({}))).toBe('Emily Chen · Visit');
    expect(sessionTitle(session({ status: 'cancelled' }), true)).toBe('Emily Chen · Visit · with Dana Whitford · Cancelled');
    expect(sessionTitle(session({ status: 'completed', journal_id: 9 }))).toBe('Emily Chen · Visit · Completed · time logged');
  });

  it('warns of each session the coach already has then, and of a time outside their hours', () => {
    expect(clashLines({ overlapping: [], outsideAvailability: false }, 'Dana')).toEqual([]);
    expect(clashLines({ overlapping: [session({})], outsideAvailability: true }, 'Dana')).toEqual([
      'Dana already has a session then: Thu, Nov 5, 10:00–11:00 with Emily Chen.',
      "Outside Dana's hours.",
    ]);
  });
});
