import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodInWords, periodKey, periodQuery, periodSearchOf, rangeProblem, withPeriod } from './report-period';

const TODAY = '2026-11-24';
const parse = (search: string) => periodFromSearch(new URLSearchParams(search), TODAY);

describe('the period in the address', () => {
  it('is the current fiscal year when none is given', () => {
    expect(parse('')).toEqual({ choice: { kind: 'year', year: 2026 }, problem: null });
    expect(periodFromSearch(new URLSearchParams(''), '2026-03-31').choice).toEqual({ kind: 'year', year: 2025 });
  });

  it('reads ?year= as a fiscal year', () => {
    expect(parse('year=2024&region=Calgary')).toEqual({ choice: { kind: 'year', year: 2024 }, problem: null });
  });

  it('reads ?start_date=&end_date= as a range, which wins over a year', () => {
    expect(parse('start_date=2026-01-01&end_date=2026-03-31')).toEqual({
      choice: { kind: 'range', start_date: '2026-01-01', end_date: '2026-03-31' },
      problem: null,
    });
    expect(parse('start_date=2026-05-02&end_date=2026-05-02').choice).toEqual({
      kind: 'range',
      start_date: '2026-05-02',
      end_date: '2026-05-02',
    });
  });

  it('sets aside what the API would refuse, says why, and falls back to the current fiscal year', () => {
    for (const search of [
      'start_date=2026-03-31&end_date=2026-01-01',
      'start_date=2026-01-01',
      'end_date=2026-01-01',
      'start_date=2026-02-30&end_date=2026-03-01',
      'start_date=2001-01-01&end_date=2026-01-01',
      'year=26',
      'year=1999',
      'year=abcd',
    ]) {
      const parsed = parse(search);
      expect(parsed.choice, search).toEqual({ kind: 'year', year: 2026 });
      expect(parsed.problem, search).toMatch(/address/);
    }
    expect(parse('start_date=2026-03-31&end_date=2026-01-01').problem).toContain('must not come after');
  });

  it('is written back with the other filters kept', () => {
    const params = new URLSearchParams('year=2024&region=Calgary&coach_id=3');
    expect(withPeriod(params, { kind: 'range', start_date: '2026-01-01', end_date: '2026-02-01' }).toString()).toBe(
      'region=Calgary&coach_id=3&start_date=2026-01-01&end_date=2026-02-01',
    );
    const back = new URLSearchParams('start_date=2026-01-01&end_date=2026-02-01&view=regions');
    expect(withPeriod(back, { kind: 'year', year: 2025 }).toString()).toBe('view=regions&year=2025');
    expect(params.get('year')).toBe('2024'); // the original is left alone
  });

  it('becomes the query of a report call and a reload key', () => {
    expect(periodQuery({ kind: 'year', year: 2025 })).toEqual({ year: 2025 });
    expect(periodQuery({ kind: 'range', start_date: '2026-01-01', end_date: '2026-02-01' })).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });
    expect(periodKey({ kind: 'year', year: 2025 })).not.toBe(periodKey({ kind: 'year', year: 2026 }));
  });
});

describe('a date range', () => {
  it('needs both dates, in order, over at most ten years', () => {
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(rangeProblem(null, '2026-12-31')).toMatch(/both/);
    expect(rangeProblem('2026-12-31', '2026-01-01')).toMatch(/must not come after/);
    expect(rangeProblem('2016-01-01', '2025-12-31')).toBeNull();
    expect(rangeProblem('2016-01-01', '2026-01-01')).toMatch(/10 years/);
  });
});

describe('the period in words', () => {
  it('names the fiscal year and its dates', () => {
    expect(periodInWords({ start_date: '2026-04-01', end_date: '2027-03-31', fiscal_year: 2026 })).toBe(
      'Fiscal year 2026–27: April 1, 2026 to March 31, 2027',
    );
  });

  it('gives a range, or one day', () => {
    expect(periodInWords({ start_date: '2026-01-01', end_date: '2026-03-31', fiscal_year: null })).toBe(
      'January 1, 2026 to March 31, 2026',
    );
    expect(periodInWords({ start_date: '2026-05-02', end_date: '2026-05-02', fiscal_year: null })).toBe('May 2, 2026');
  });
});

describe('the period carried into a link', () => {
  it('keeps only the period', () => {
    expect(periodSearchOf(new URLSearchParams('year=2025&region=Calgary&sort=hours'))).toBe('?year=2025');
    expect(periodSearchOf(new URLSearchParams('start_date=2026-01-01&end_date=2026-02-01'))).toBe(
      '?start_date=2026-01-01&end_date=2026-02-01',
    );
    expect(periodSearchOf(new URLSearchParams('view=regions'))).toBe('');
  });
});
