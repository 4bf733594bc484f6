import { describe, expect, it } from 'vitest';
import { initialMilestoneValues, toMilestoneBody, validateMilestone } from './milestone-form';

const TODAY = '2026-11-23';
const values = (over: Partial<ReturnType<typeof initialMilestoneValues>> = {}) => ({ ...initialMilestoneValues(null, TODAY), ...over });

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

  it('refuses a date after today, a value that is not a whole number, and says where', () => {
    expect(validateMilestone(values(), TODAY)).toEqual({});
    expect(validateMilestone(values({ date: '2026-11-24' }), TODAY)).toEqual({ date: 'The date cannot be in the future' });
    expect(validateMilestone(values({ date: '24/11/2026' }), TODAY).date).toMatch(/YYYY-MM-DD/);
    expect(validateMilestone(values({ value: '-1' }), TODAY).value).toMatch(/whole number/);
    expect(validateMilestone(values({ value: '2.5' }), TODAY).value).toMatch(/whole number/);
    expect(validateMilestone(values({ value: '99999999' }), TODAY).value).toMatch(/At most/);
    expect(validateMilestone(values({ value: ' 12 ' }), TODAY)).toEqual({});
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
