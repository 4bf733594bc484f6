import { describe, expect, it } from 'vitest';
import { initialEntryValues, joinMinutes, splitMinutes, toEntryInput, validateEntry, type EntryFormValues } from './journal-entry-form';
import { journalKey } from './journal-query';
import { NO_FILTERS } from './action-journals-types';

const TODAY = '2026-11-23';
const valid: EntryFormValues = {
  actionplan_id: '3',
  date: '2026-11-20',
  hours: '1',
  minutes: '30',
  activity: 'meeting',
  notes: '  Talked fees  ',
  coachId: '',
};

describe('the time entry form', () => {
  it('splits and joins hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(joinMinutes('1', '30')).toBe(90);
    expect(joinMinutes('', '45')).toBe(45);
    expect(joinMinutes('2', '')).toBe(120);
    expect(joinMinutes('1.5', '0')).toBeNull();
    expect(joinMinutes('-1', '0')).toBeNull();
  });

  it('starts a new entry today, one hour, on the given plan; an edit from the entry', () => {
    expect(initialEntryValues(null, 7, TODAY)).toEqual({
      actionplan_id: '7',
      date: TODAY,
      hours: '1',
      minutes: '0',
      activity: 'meeting',
      notes: '',
      coachId: '',
    });
    expect(initialEntryValues(null, null, TODAY).actionplan_id).toBe('');
  });

  it('accepts a full entry and builds the API body', () => {
    expect(validateEntry(valid, TODAY)).toEqual({});
    expect(toEntryInput(valid)).toEqual({ actionplan_id: 3, date: '2026-11-20', minutes: 90, activity: 'meeting', notes: 'Talked fees' });
    expect(toEntryInput({ ...valid, notes: '   ' }).notes).toBeNull();
    expect(toEntryInput({ ...valid, coachId: '4' }, true).coach_id).toBe(4); // an administrator's choice
    expect(toEntryInput({ ...valid, coachId: '4' })).not.toHaveProperty('coach_id'); // a coach's form never sends it
  });

  it('refuses a missing plan, a future date and a time outside 1–1440 minutes', () => {
    expect(validateEntry({ ...valid, actionplan_id: '' }, TODAY).actionplan_id).toMatch(/Choose/);
    expect(validateEntry({ ...valid, date: '2026-11-24' }, TODAY).date).toBe('The date cannot be in the future.');
    expect(validateEntry({ ...valid, date: '' }, TODAY).date).toBeTruthy();
    expect(validateEntry({ ...valid, hours: '0', minutes: '0' }, TODAY).minutes).toMatch(/at least 1 minute/);
    expect(validateEntry({ ...valid, hours: '24', minutes: '1' }, TODAY).minutes).toMatch(/1440/);
    expect(validateEntry({ ...valid, hours: '24', minutes: '0' }, TODAY)).toEqual({});
  });
});

describe('which list a diary page holds', () => {
  it('tells lists apart by client, filters and page', () => {
    expect(journalKey(5, NO_FILTERS, 0, 20)).not.toBe(journalKey(6, NO_FILTERS, 0, 20));
    expect(journalKey(5, NO_FILTERS, 0, 20)).not.toBe(journalKey(5, NO_FILTERS, 1, 20));
    expect(journalKey(5, NO_FILTERS)).not.toBe(journalKey(5, { ...NO_FILTERS, coachId: 2 }));
  });
});
