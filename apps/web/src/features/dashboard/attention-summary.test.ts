import type { AdminDashboard, CoachDashboard } from '@tc/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { attentionSummary } from './attention-summary';

const period = { month: '2026-11', fiscal_year: { year: 2026, start_date: '2026-04-01', end_date: '2027-03-31' } };
const empty = { total: 0, rows: [] };
const coach = (plans: number, clients: number): CoachDashboard => ({
  role: 'coach',
  today: '2026-11-25',
  period,
  minutes: { month: 0, fiscal_year: 0 },
  clients: empty,
  nudges: { plans: { total: plans, rows: [] }, clients: { total: clients, rows: [] } },
});
const admin = (orphans: number, applications: number | null): AdminDashboard => ({
  role: 'admin',
  today: '2026-11-25',
  new_applications: applications,
  clients_without_coach: { total: orphans, rows: [] },
  quarter: { fiscal_year: 2026, quarter: 3, start_date: '2026-10-01', end_date: '2026-12-31', regions: [] },
  recent_changes: [],
});

describe('the attention strip’s line', () => {
  it('counts a coach’s nudges in words', () => {
    expect(attentionSummary(coach(6, 2))).toEqual({
      pending: true,
      text: '2 clients and 6 plans have had no diary entry in the last 30 days.',
    });
    expect(attentionSummary(coach(1, 0))?.text).toBe('1 plan has had no diary entry in the last 30 days.');
    expect(attentionSummary(coach(0, 0))).toEqual({
      pending: false,
      text: 'Nothing needs a nudge: every client and plan of yours had a diary entry in the last 30 days.',
    });
  });

  it('adds a coach’s overdue steps and plans, and counts them alone when nothing is stale', () => {
    const late = (n: number) => ({ ...coach(0, 0), overdue: { total: n, rows: [] } });
    expect(attentionSummary(late(1))).toEqual({ pending: true, text: '1 step or plan is overdue.' });
    expect(attentionSummary({ ...late(3), nudges: coach(2, 0).nudges })?.text).toBe(
      '2 plans have had no diary entry in the last 30 days. 3 steps or plans are overdue.',
    );
    expect(attentionSummary(late(0))?.pending).toBe(false);
  });

  it('tells an administrator about clients without a coach, and applications once there are any', () => {
    expect(attentionSummary(admin(3, null))).toEqual({ pending: true, text: '3 clients have no coach.' });
    expect(attentionSummary(admin(1, 2))?.text).toBe('2 new applications are waiting and 1 client has no coach.');
    expect(attentionSummary(admin(0, 0))).toEqual({ pending: false, text: 'Nothing needs your attention: every client has a coach.' });
  });
});
