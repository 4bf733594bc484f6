import { describe, expect, it } from 'vitest';
import { albertaToUtc } from '../../lib/alberta-calendar';
import { endRepeat, expandRepeat, formatRepeat, localMinutesBetween, parseRepeat, shiftLocal } from './repeat-rule';

describe('session repeats', () => {
  it('read and write the contract’s rules', () => {
    expect(parseRepeat('FREQ=WEEKLY;COUNT=10')).toEqual({ freq: 'WEEKLY', interval: 1, count: 10 });
    expect(parseRepeat('FREQ=MONTHLY;INTERVAL=2;UNTIL=20270630')).toEqual({ freq: 'MONTHLY', interval: 2, until: '2027-06-30' });
    for (const rule of ['FREQ=WEEKLY;COUNT=10', 'FREQ=MONTHLY;INTERVAL=2;UNTIL=20270630'])
      expect(formatRepeat(parseRepeat(rule))).toBe(rule);
    expect(endRepeat('FREQ=WEEKLY;INTERVAL=2;COUNT=10', '2026-05-04')).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20260504');
  });

  it('repeat weekly at the same Alberta time across both clock changes of 2026', () => {
    const starts = expandRepeat('2026-03-03T10:00', 'FREQ=WEEKLY;COUNT=3');
    expect(starts).toEqual(['2026-03-03T10:00', '2026-03-10T10:00', '2026-03-17T10:00']);
    expect(starts.map(albertaToUtc)).toEqual(['2026-03-03T17:00:00.000Z', '2026-03-10T16:00:00.000Z', '2026-03-17T16:00:00.000Z']);
    // Alberta stays at UTC−6 from 2026-11-01 (time zone data 2026c): no fall back.
    const autumn = expandRepeat('2026-10-27T10:00', 'FREQ=WEEKLY;COUNT=2').map(albertaToUtc);
    expect(autumn).toEqual(['2026-10-27T16:00:00.000Z', '2026-11-03T16:00:00.000Z']);
  });

  it('end on an UNTIL date, that day included, and every INTERVAL weeks', () => {
    expect(expandRepeat('2026-06-01T09:30', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20260629')).toEqual([
      '2026-06-01T09:30',
      '2026-06-15T09:30',
      '2026-06-29T09:30',
    ]);
    expect(expandRepeat('2026-06-01T09:30', 'FREQ=WEEKLY;UNTIL=20260531')).toEqual([]);
  });

  it('repeat monthly on the same day, skipping months without it (RFC 5545)', () => {
    expect(expandRepeat('2026-01-31T14:00', 'FREQ=MONTHLY;COUNT=4')).toEqual([
      '2026-01-31T14:00',
      '2026-03-31T14:00',
      '2026-05-31T14:00',
      '2026-07-31T14:00',
    ]);
    expect(expandRepeat('2026-11-15T08:00', 'FREQ=MONTHLY;INTERVAL=3;UNTIL=20270815')).toEqual([
      '2026-11-15T08:00',
      '2027-02-15T08:00',
      '2027-05-15T08:00',
      '2027-08-15T08:00',
    ]);
  });

  it('never make more than 52', () => {
    expect(expandRepeat('2026-01-05T10:00', 'FREQ=WEEKLY;UNTIL=20991231')).toHaveLength(52);
  });

  it('move a time by wall-clock minutes', () => {
    expect(localMinutesBetween('2026-03-03T10:00', '2026-03-04T11:00')).toBe(1500);
    expect(shiftLocal('2026-03-31T23:30', 1500)).toBe('2026-04-02T00:30');
  });
});
