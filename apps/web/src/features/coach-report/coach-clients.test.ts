import type { ActionJournal, ActionPlan } from '@tc/contract/coaching';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-utils';
import { coachClientRows } from './coach-clients';

const plan = (client_id: number, firstname: string, lastname: string) =>
  ({ id: client_id * 10, client_id, client: { id: client_id, firstname, lastname, business_name: null } }) as ActionPlan;
const entry = (client_id: number, minutes: number, date: string) => ({ id: Math.random(), client_id, minutes, date }) as ActionJournal;

describe("a coach report's clients", () => {
  it('lists every assigned client with their time, the most hours first', () => {
    const users = [makeUser({ id: 1, firstname: 'Emily', lastname: 'Chen' }), makeUser({ id: 2, firstname: 'Fatima', lastname: 'Haddad' })];
    const rows = coachClientRows(users, [plan(2, 'Fatima', 'Haddad')], [entry(2, 90, '2026-05-01'), entry(2, 30, '2026-06-01')]);
    expect(rows.map((r) => [r.id, r.plans, r.entries, r.minutes, r.last_entry_date, r.assigned])).toEqual([
      [2, 1, 2, 120, '2026-06-01', true],
      [1, 0, 0, 0, null, true],
    ]);
  });

  it('keeps a client no longer assigned whose records by the coach fall in the period', () => {
    const rows = coachClientRows([], [plan(5, 'Olivia', 'Nguyen')], [entry(5, 45, '2026-05-01'), entry(6, 15, '2026-05-02')]);
    expect(rows.map((r) => [r.id, r.firstname, r.assigned, r.minutes])).toEqual([
      [5, 'Olivia', false, 45],
      [6, 'Client', false, 15],
    ]);
  });
});
