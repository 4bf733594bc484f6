import { NO_PLAN, type ActionJournal } from '@tc/contract/coaching';
import { describe, expect, it } from 'vitest';
import { entryResolver, initialEntryValues, toEntryInput, type EntryFormValues } from './journal-entry-form';
import { planText } from './journal-format';

const noPlan: EntryFormValues = {
  actionplan_id: NO_PLAN,
  date: '2026-11-20',
  hours: '0',
  minutes: '45',
  activity: 'phone',
  coach_id: '',
  notes: ' Intake call ',
  privateNote: ' Sounded overwhelmed ',
};

describe('time without a plan, and the private note, in the entry form', () => {
  it('sends no plan with the client for a new entry, and the private note when the form has one', async () => {
    expect(toEntryInput(noPlan, false, 7)).toEqual({
      actionplan_id: null,
      client_id: 7,
      date: '2026-11-20',
      minutes: 45,
      activity: 'phone',
      notes: 'Intake call',
      privateNote: 'Sounded overwhelmed',
    });
    expect(toEntryInput({ ...noPlan, privateNote: '  ' }, false, 7).privateNote).toBeNull();
    const { errors } = await entryResolver(true, false, 7)(noPlan, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors).toEqual({});
  });

  it('a change moves an entry off its plan without naming the client', async () => {
    const { errors, values } = await entryResolver(false, false, 7)(noPlan, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ actionplan_id: null });
    expect(values).not.toHaveProperty('client_id');
  });

  it('opens an entry without a plan on "No plan", and names it so', () => {
    const entry = {
      actionplan_id: null,
      plan: null,
      minutes: 45,
      date: '2026-11-20',
      activity: 'phone',
      coach_id: 3,
      notes: null,
    } as unknown as ActionJournal;
    expect(initialEntryValues(entry, null).actionplan_id).toBe(NO_PLAN);
    expect(planText(entry)).toBe('No plan');
    expect(planText({ plan: { id: 1, summary: '' } })).toBe('N/A');
  });
});
