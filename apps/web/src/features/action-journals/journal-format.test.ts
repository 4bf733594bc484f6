import { describe, expect, it } from 'vitest';
import type { ActionJournal } from '@tc/contract/coaching';
import { makeJournalEntry } from '../../test-utils';
import { activityLabel, groupByDate, personName } from './journal-format';

const entry = (id: number, date: string, minutes: number): ActionJournal =>
  makeJournalEntry({ id, date, minutes, actionplan_id: 1, plan: { id: 1, summary: 'Fees' } });

describe('grouping by date', () => {
  it('keeps the API order (newest first) and totals each day', () => {
    const groups = groupByDate([entry(3, '2026-10-28', 50), entry(2, '2026-10-28', 40), entry(1, '2026-10-22', 120)]);
    expect(groups.map((g) => [g.date, g.minutes, g.entries.map((e) => e.id)])).toEqual([
      ['2026-10-28', 90, [3, 2]],
      ['2026-10-22', 120, [1]],
    ]);
  });

  it('gives nothing for no entries', () => {
    expect(groupByDate([])).toEqual([]);
  });
});

describe('labels', () => {
  it('names activities as the contract does', () => {
    expect(activityLabel('site_visit')).toBe('Site visit');
    expect(activityLabel('phone')).toBe('Phone call');
    expect(activityLabel('unknown')).toBe('unknown');
  });

  it('shows N/A for a missing person', () => {
    expect(personName(null)).toBe('N/A');
    expect(personName({ firstname: 'Sarah', lastname: 'Thompson' })).toBe('Sarah Thompson');
  });
});
