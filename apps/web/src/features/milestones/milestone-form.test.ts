import { todayInAlberta } from '@tc/contract/alberta-day';
import { describe, expect, it } from 'vitest';
import { initialMilestoneValues, milestoneResolver, toMilestoneBody, type MilestoneFormValues } from './milestone-form';

const TODAY = '2026-11-23';
const values = (over: Partial<ReturnType<typeof initialMilestoneValues>> = {}) => ({ ...initialMilestoneValues(null, TODAY), ...over });

/** The message under each field the contract's schema finds wrong, as the form shows them. */
async function messages(v: MilestoneFormValues, isNew = true) {
  const { errors } = await milestoneResolver(7, isNew)(v, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

const NEXT_YEAR = `${Number(todayInAlberta().slice(0, 4)) + 1}-01-01`;

describe('the milestone form', () => {
  it('starts with a licence obtained today and nothing else', () => {
    expect(initialMilestoneValues(null, TODAY)).toEqual({ kind: 'licence_obtained', date: TODAY, value: '', notes: '' });
  });

  it('holds a milestone being changed', () => {
    const milestone = {
      id: 1,
      client_id: 7,
      kind: 'spaces_added' as const,
      date: '2026-06-01',
      value: 4,
      notes: null,
      recorded_by: 2,
      archivedAt: null,
      createdAt: '',
      updatedAt: '',
    };
    expect(initialMilestoneValues(milestone, TODAY)).toEqual({ kind: 'spaces_added', date: '2026-06-01', value: '4', notes: '' });
  });

  it('refuses a date after today, a value that is not a whole number, and says where, with the contract’s messages', async () => {
    expect(await messages(values())).toEqual({});
    expect(await messages(values({ date: NEXT_YEAR }))).toEqual({ date: 'The date cannot be in the future.' });
    expect(await messages(values({ date: NEXT_YEAR }), false)).toEqual({ date: 'The date cannot be in the future.' });
    expect((await messages(values({ date: '24/11/2026' }))).date).toMatch(/YYYY-MM-DD/);
    expect((await messages(values({ value: '-1' }))).value).toMatch(/whole number/);
    expect((await messages(values({ value: '2.5' }))).value).toMatch(/whole number/);
    expect((await messages(values({ value: 'two' }))).value).toMatch(/whole number/);
    expect((await messages(values({ value: '99999999' }))).value).toMatch(/at most/);
    expect(await messages(values({ value: ' 12 ' }))).toEqual({});
  });

  it('sends a number or null, and trimmed notes or null', () => {
    expect(toMilestoneBody(7, values({ kind: 'spaces_added', value: ' 4 ', notes: '  Two infant spaces ' }))).toEqual({
      client_id: 7,
      kind: 'spaces_added',
      date: TODAY,
      value: 4,
      notes: 'Two infant spaces',
    });
    expect(toMilestoneBody(7, values({ value: '', notes: '   ' }))).toMatchObject({ value: null, notes: null });
  });
});
