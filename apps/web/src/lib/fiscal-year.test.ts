import { describe, expect, it } from 'vitest';
import { todayInAlberta } from './calendar-date';
import { fiscalYearLabel, fiscalYearOf, fiscalYearOptions, fiscalYearRange, isFiscalYear } from './fiscal-year';

describe("Alberta's fiscal year", () => {
  it('starts on April 1', () => {
    expect(fiscalYearOf('2026-03-31')).toBe(2025);
    expect(fiscalYearOf('2026-04-01')).toBe(2026);
    expect(fiscalYearOf('2026-11-24')).toBe(2026);
    expect(fiscalYearOf('2027-01-15')).toBe(2026);
    expect(fiscalYearOf('2026-12-31')).toBe(2026);
  });

  it('reads "2026–27", with an en dash and two digits', () => {
    expect(fiscalYearLabel(2026)).toBe('2026–27');
    expect(fiscalYearLabel(2009)).toBe('2009–10');
    expect(fiscalYearLabel(1999)).toBe('1999–00');
  });

  it('runs from April 1 to March 31 of the next year, inclusive', () => {
    expect(fiscalYearRange(2025)).toEqual({ start_date: '2025-04-01', end_date: '2026-03-31' });
  });

  it('accepts the years the API accepts', () => {
    expect(isFiscalYear(2000)).toBe(true);
    expect(isFiscalYear(2100)).toBe(true);
    expect(isFiscalYear(1999)).toBe(false);
    expect(isFiscalYear(2101)).toBe(false);
    expect(isFiscalYear(2026.5)).toBe(false);
  });

  it('offers the recent years newest first, and a year from the address wherever it falls', () => {
    expect(fiscalYearOptions(2026, 3)).toEqual([2026, 2025, 2024]);
    expect(fiscalYearOptions(2026, 3, 2019)).toEqual([2026, 2025, 2024, 2019]);
    expect(fiscalYearOptions(2026, 3, 2027)).toEqual([2027, 2026, 2025, 2024]);
    expect(fiscalYearOptions(2026, 3, 2025)).toEqual([2026, 2025, 2024]);
    expect(fiscalYearOptions(2001, 5)).toEqual([2001, 2000]);
  });
});

describe('today in Alberta', () => {
  it('is the day in Edmonton, whatever the device says', () => {
    // 03:55 UTC on November 24 is still the evening of November 23 in Alberta (UTC−7).
    expect(todayInAlberta(new Date('2026-11-24T03:55:00Z'))).toBe('2026-11-23');
    expect(todayInAlberta(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
  });
});
