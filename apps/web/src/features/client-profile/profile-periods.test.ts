import { describe, expect, it } from 'vitest';
import { hoursPeriods, monthEnd } from './profile-periods';

describe('the periods of a client profile’s hours', () => {
  it('knows the last day of every month, leap years included', () => {
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2027-02-01')).toBe('2027-02-28');
    expect(monthEnd('2026-04-30')).toBe('2026-04-30');
    expect(monthEnd('2026-12-05')).toBe('2026-12-31');
  });

  it('counts this month, Alberta’s fiscal year (from 1 April) and all time', () => {
    const [month, fiscal, total] = hoursPeriods('2026-03-15');
    expect(month).toMatchObject({ label: 'This month', detail: 'March 2026', from: '2026-03-01', to: '2026-03-31' });
    expect(fiscal).toMatchObject({ label: 'This fiscal year', detail: '2025–26', from: '2025-04-01', to: '2026-03-31' });
    expect(total).toMatchObject({ label: 'In total' });
    expect(total.from).toBeUndefined();
    expect(hoursPeriods('2026-04-01')[1]).toMatchObject({ detail: '2026–27', from: '2026-04-01', to: '2027-03-31' });
  });
});
