import { describe, expect, it } from 'vitest';
import { changeSummary, diffRecords, fieldLabel, flatten, valueText } from '@tc/contract/audit-diff';

describe('the audit diff', () => {
  it('marks each field of an update changed or the same, in the record’s order', () => {
    const rows = diffRecords(
      { id: 4, summary: 'Hire an assistant', description: null, coach: { id: 2, firstname: 'Sarah' } },
      { id: 4, summary: 'Hire two assistants', description: 'Before June', coach: { id: 3, firstname: 'Tom' } },
    );
    expect(rows.map((r) => [r.field, r.change])).toEqual([
      ['id', 'same'],
      ['summary', 'changed'],
      ['description', 'changed'],
      ['coach.id', 'changed'],
      ['coach.firstname', 'changed'],
    ]);
    expect(rows[1]).toMatchObject({ label: 'Summary', before: 'Hire an assistant', after: 'Hire two assistants' });
    expect(rows[2]).toMatchObject({ before: '(empty)', after: 'Before June' });
    expect(rows[4].label).toBe('Coach › First name');
    expect(changeSummary(rows)).toBe('4 fields changed');
  });

  it('shows fields only one side has as added or removed', () => {
    const rows = diffRecords({ a: 1, gone: 'x' }, { a: 1, fresh: true });
    expect(rows.map((r) => [r.field, r.change, r.before, r.after])).toEqual([
      ['a', 'same', '1', '1'],
      ['gone', 'removed', 'x', null],
      ['fresh', 'added', null, 'Yes'],
    ]);
    expect(changeSummary(rows)).toBe('2 fields changed');
  });

  it('reads a create as a new record and a hard delete as the record it was', () => {
    const created = diffRecords(null, { id: 9, client_id: 3 });
    expect(created.every((r) => r.change === 'added' && r.before === null)).toBe(true);
    expect(changeSummary(created)).toBe('New record: 2 fields');
    const removed = diffRecords({ id: 9 }, null);
    expect(removed).toEqual([{ field: 'id', label: 'ID', before: '9', after: null, change: 'removed' }]);
    expect(changeSummary(removed)).toBe('Record as it was: 1 field');
    expect(changeSummary(diffRecords(null, null))).toBe('No details recorded');
  });

  it('keeps long text whole and compares values as stored', () => {
    const long = 'word '.repeat(400).trim();
    const [row] = diffRecords({ notes: long }, { notes: `${long}!` });
    expect(row.after).toBe(`${long}!`);
    expect(row.change).toBe('changed');
    expect(diffRecords({ n: 1 }, { n: 1 })[0].change).toBe('same');
    // The same second on screen, yet a change.
    const [stamp] = diffRecords({ updatedAt: '2026-01-15T19:30:00.100Z' }, { updatedAt: '2026-01-15T19:30:00.900Z' });
    expect(stamp.before).toBe(stamp.after);
    expect(stamp.change).toBe('changed');
    expect(diffRecords({ n: 1 }, { n: '1' })[0].change).toBe('changed');
  });

  it('writes values and field names as people read them', () => {
    expect(valueText(null)).toBe('(empty)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText(false)).toBe('No');
    expect(valueText([1, 'two'])).toBe('1, two');
    expect(valueText([])).toBe('(none)');
    expect(valueText('2026-01-15T19:30:00.000Z')).toMatch(/Jan 15, 2026.*12:30:00.*MST/);
    expect(valueText('2026-01-15')).toBe('2026-01-15');
    expect(fieldLabel('business_name')).toBe('Business name');
    expect(fieldLabel('client_id')).toBe('Client ID');
    expect(fieldLabel('createdAt')).toBe('Created');
    expect(fieldLabel('postalCode')).toBe('Postal code');
  });

  it('flattens nested records by path and a bare value as one field', () => {
    expect([...flatten({ a: { b: { c: 1 } }, d: {} })]).toEqual([
      ['a.b.c', 1],
      ['d', {}],
    ]);
    expect([...flatten('text')]).toEqual([['value', 'text']]);
    expect(flatten(undefined).size).toBe(0);
  });
});
