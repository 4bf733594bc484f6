import { createSessionBodySchema, type CoachingSession } from '@tc/contract/sessions';
import { describe, expect, it } from 'vitest';
import { initialSessionValues, sessionResolver, toCreateBody, toUpdateBody } from './session-form';

const filled = { ...initialSessionValues(null, { start: '2026-11-05T10:00', clientId: 3 }), location: ' 12 Birch St ', agenda: '' };

describe('the session dialog', () => {
  it('sends the body the contract takes: Alberta wall time as typed, a repeat as its RRULE', () => {
    const body = toCreateBody({ ...filled, repeat: 'biweekly', repeat_count: '6' }, false);
    expect(body).toEqual({
      client_id: 3,
      actionplan_id: null,
      start: '2026-11-05T10:00',
      minutes: 60,
      kind: 'visit',
      location: '12 Birch St',
      agenda: null,
      repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=6',
    });
    expect(createSessionBodySchema.safeParse(body).success).toBe(true);
    expect(toCreateBody({ ...filled, coach_id: '9' }, true).coach_id).toBe(9);
  });

  it('changes a session without its client or its series rule', () => {
    const session = {
      client_id: 3,
      coach_id: 9,
      actionplan_id: null,
      localStart: '2026-11-05T10:00',
      minutes: 45,
      kind: 'phone',
      location: null,
      agenda: null,
      repeat: 'FREQ=WEEKLY;COUNT=4',
    } as CoachingSession;
    const values = initialSessionValues(session, null);
    expect(values).toMatchObject({ start: '2026-11-05T10:00', minutes: '45', repeat: 'weekly', repeat_count: '4' });
    const body = toUpdateBody(values, false);
    expect(body).not.toHaveProperty('client_id');
    expect(body).not.toHaveProperty('repeat');
  });

  it('asks for the client and, of an administrator, the coach, in its own words', async () => {
    const resolve = sessionResolver(true, true);
    const result = await resolve({ ...filled, client_id: '', coach_id: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.client_id?.message).toBe('Choose the client');
    expect(result.errors.coach_id?.message).toBe('Choose the coach');
  });

  it("says the contract's reason for a repeat it refuses", async () => {
    const resolve = sessionResolver(true, false);
    const result = await resolve({ ...filled, repeat: 'weekly', repeat_count: '60' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.repeat?.message).toMatch(/up to 52 times/);
  });
});
