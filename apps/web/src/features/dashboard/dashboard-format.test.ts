import { describe, expect, it } from 'vitest';
import { agoText, fiscalYearName, lastEntryText, quarterName } from './dashboard-format';

describe('how the dashboards say dates', () => {
  it('counts days back from the server’s today', () => {
    expect(agoText('2026-11-25', '2026-11-25')).toBe('today');
    expect(agoText('2026-11-24', '2026-11-25')).toBe('yesterday');
    expect(agoText('2026-10-25', '2026-11-25')).toBe('31 days ago');
    expect(lastEntryText(null, '2026-11-25')).toBe('No diary entries yet');
    expect(lastEntryText('2026-10-25', '2026-11-25')).toBe('Last entry 31 days ago (Oct 25, 2026)');
  });

  it('gives fiscal years and quarters in words', () => {
    expect(fiscalYearName(2026)).toBe('2026–27');
    expect(fiscalYearName(2099)).toBe('2099–00');
    expect(quarterName({ start_date: '2026-10-01', end_date: '2026-12-31' })).toBe('October to December 2026');
    expect(quarterName({ start_date: '2027-01-01', end_date: '2027-03-31' })).toBe('January to March 2027');
  });
});
