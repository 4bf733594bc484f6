import { REPEAT_RULE } from '@tc/contract/sessions';
import { describe, expect, it } from 'vitest';
import { buildRepeatRule, describeRepeatRule, NO_REPEAT, readRepeatRule } from './repeat-rule';

describe('the repeat rule the dialog builds', () => {
  it('is null for a session that does not repeat', () => {
    expect(buildRepeatRule(NO_REPEAT)).toBeNull();
  });

  it("builds the contract's RRULE for every choice, for a number of times or until a date", () => {
    const cases = [
      [{ every: 'weekly', ends: 'count', count: '10', until: '' }, 'FREQ=WEEKLY;COUNT=10'],
      [{ every: 'biweekly', ends: 'count', count: '6', until: '' }, 'FREQ=WEEKLY;INTERVAL=2;COUNT=6'],
      [{ every: 'monthly', ends: 'until', count: '10', until: '2027-06-30' }, 'FREQ=MONTHLY;UNTIL=20270630'],
      [{ every: 'weekly', ends: 'until', count: '', until: '2026-12-31' }, 'FREQ=WEEKLY;UNTIL=20261231'],
    ] as const;
    for (const [choice, rule] of cases) {
      expect(buildRepeatRule(choice)).toBe(rule);
      expect(rule).toMatch(REPEAT_RULE);
      expect(readRepeatRule(rule)).toEqual({
        ...choice,
        count: choice.ends === 'count' ? choice.count : '10',
        until: choice.ends === 'until' ? choice.until : '',
      });
    }
  });

  it('builds what the contract refuses as typed, so its own message says why', () => {
    expect(buildRepeatRule({ every: 'weekly', ends: 'count', count: '60', until: '' })).not.toMatch(REPEAT_RULE);
    expect(buildRepeatRule({ every: 'weekly', ends: 'until', count: '', until: '' })).not.toMatch(REPEAT_RULE);
  });

  it('says a stored rule in words', () => {
    expect(describeRepeatRule('FREQ=WEEKLY;INTERVAL=2;COUNT=6')).toBe('Every 2 weeks, 6 times');
    expect(describeRepeatRule(null)).toBeNull();
  });
});
