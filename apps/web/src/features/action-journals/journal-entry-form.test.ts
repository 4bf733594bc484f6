import { todayInAlberta } from '@tc/contract/alberta-day';
import { describe, expect, it } from 'vitest';
import { entryResolver, initialEntryValues, joinMinutes, splitMinutes, toEntryInput, type EntryFormValues } from './journal-entry-form';
import { journalKey } from './action-journals-thunks';
import { NO_FILTERS } from './action-journals-types';

const TODAY = '2026-11-23';
const valid: EntryFormValues = {
  actionplan_id: '3',
  date: '2026-11-20',
  hours: '1',
  minutes: '30',
  activity: 'meeting',
  coach_id: '',
  notes: '  Talked fees  ',
};

/** The message under each field the contract's schema finds wrong, as the form shows them. */
async function messages(values: EntryFormValues, isNew = true) {
  const { errors } = await entryResolver(isNew, false)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

/** Tomorrow where the centre works, by this machine's clock, as the form's check reads it. */
const tomorrow = () => {
  const d = new Date(`${todayInAlberta()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
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
      coach_id: '',
      notes: '',
    });
    expect(initialEntryValues(null, null, TODAY).actionplan_id).toBe('');
  });

  it('accepts a full entry and builds the API body', async () => {
    expect(await messages(valid)).toEqual({});
    expect(toEntryInput(valid)).toEqual({ actionplan_id: 3, date: '2026-11-20', minutes: 90, activity: 'meeting', notes: 'Talked fees' });
    expect(toEntryInput({ ...valid, notes: '   ' }).notes).toBeNull();
    expect(toEntryInput({ ...valid, coach_id: '4' }, true).coach_id).toBe(4); // an administrator's choice
    expect(toEntryInput({ ...valid, coach_id: '4' })).not.toHaveProperty('coach_id'); // a coach's form never sends it
  });

  it('refuses a missing plan, a future date and a time outside 1–1440 minutes, with the contract’s messages', async () => {
    expect((await messages({ ...valid, actionplan_id: '' })).actionplan_id).toMatch(/Choose/);
    expect((await messages({ ...valid, date: tomorrow() })).date).toBe('The date cannot be in the future.');
    expect((await messages({ ...valid, date: tomorrow() }, false)).date).toBe('The date cannot be in the future.');
    expect((await messages({ ...valid, date: todayInAlberta() })).date).toBeUndefined();
    expect((await messages({ ...valid, date: '' })).date).toBeTruthy();
    expect((await messages({ ...valid, hours: '0', minutes: '0' })).minutes).toMatch(/at least 1 minute/);
    expect((await messages({ ...valid, hours: '24', minutes: '1' })).minutes).toMatch(/1440/);
    expect((await messages({ ...valid, hours: '1.5', minutes: '0' })).minutes).toMatch(/whole number/);
    expect(await messages({ ...valid, hours: '24', minutes: '0' })).toEqual({});
  });
});

describe('which list a diary page holds', () => {
  it('tells lists apart by client, filters and page', () => {
    expect(journalKey(5, NO_FILTERS, 0, 20)).not.toBe(journalKey(6, NO_FILTERS, 0, 20));
    expect(journalKey(5, NO_FILTERS, 0, 20)).not.toBe(journalKey(5, NO_FILTERS, 1, 20));
    expect(journalKey(5, NO_FILTERS)).not.toBe(journalKey(5, { ...NO_FILTERS, coachId: 2 }));
  });
});
