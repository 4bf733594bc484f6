import { describe, expect, it } from 'vitest';
import { toActionPlanView } from './action-plan-view';
import type { ActionPlan } from '@tc/contract/coaching';

const base: ActionPlan = {
  id: 1,
  client_id: 3,
  coach_id: 2,
  date: '2026-03-01',
  summary: 'Set fees',
  description: 'Work out the real cost per space',
  coach: { id: 2, firstname: 'Sarah', lastname: 'Lee' },
  client: { id: 3, firstname: 'Emily', lastname: 'Chen', business_name: null },
  archivedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T11:00:00.000Z',
};

describe('action plan N/A rules', () => {
  it('shows the values when present and converts timestamps to dates', () => {
    const view = toActionPlanView(base);
    expect(view).toMatchObject({
      date: '2026-03-01',
      summary: 'Set fees',
      description: 'Work out the real cost per space',
      coachFirstName: 'Sarah',
      coachLastName: 'Lee',
    });
    expect(view.createdAt).toBeInstanceOf(Date);
    expect(view.updatedAt.toISOString()).toBe('2026-03-02T11:00:00.000Z');
  });

  it('shows N/A for a missing date or summary', () => {
    expect(toActionPlanView({ ...base, date: '', summary: '' })).toMatchObject({ date: 'N/A', summary: 'N/A' });
    expect(toActionPlanView({ ...base, summary: '  ' }).summary).toBe('N/A');
  });

  it('shows a missing description as empty', () => {
    expect(toActionPlanView({ ...base, description: null }).description).toBe('');
  });

  it('shows N/A for both names when the coach is missing', () => {
    expect(toActionPlanView({ ...base, coach: null })).toMatchObject({ coachFirstName: 'N/A', coachLastName: 'N/A' });
  });
});
