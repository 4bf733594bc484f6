import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { whenText } from '@tc/contract/audit-diff';
import { recordLink } from './audit-format';

const entry = (entity: string, entity_id: number | null, after: unknown, before: unknown = null) => ({ entity, entity_id, after, before });

describe('how an audit entry reads', () => {
  it('links a record to the screen that shows it, where there is one', () => {
    expect(recordLink(entry('action_plan', 4, { client_id: 9 }))).toBe(paths.actionPlans(9));
    expect(recordLink(entry('message', 5, { client_id: 9 }))).toBe(paths.conversation(9));
    expect(recordLink(entry('action_journal', 5, null, { client_id: 9 }))).toBe(paths.timeDiary(9));
    expect(recordLink(entry('client_coach', 6, { client_id: 9, coach_id: 2 }))).toBe(paths.clientReport(9));
    expect(recordLink(entry('user', 9, { category_id: 4 }))).toBe(paths.clientReport(9));
    expect(recordLink(entry('user', 2, { category_id: 3 }))).toBe(paths.coachReport(2));
    expect(recordLink(entry('user', 1, { category_id: 2 }))).toBeNull();
    expect(recordLink(entry('news_events', 1, { id: 1 }))).toBeNull();
  });

  it('links a step to its client’s plans, through the person the server found', () => {
    const person = { id: 9, username: 'c', firstname: 'C', lastname: 'D', erased: false };
    expect(recordLink({ ...entry('plan_step', 3, { actionplan_id: 4 }), person })).toBe(paths.actionPlans(9));
  });

  it('says when in Alberta time', () => {
    expect(whenText('2026-07-01T18:05:09.000Z')).toMatch(/Jul 1, 2026.*12:05:09.*MDT/);
    expect(whenText('not a time')).toBe('not a time');
  });
});
