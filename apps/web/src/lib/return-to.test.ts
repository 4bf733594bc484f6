import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it("keeps one of this site's paths, with its query and fragment", () => {
    expect(safeReturnPath('/timediary/12')).toBe('/timediary/12');
    expect(safeReturnPath('/clientlisting?q=maple&page=2')).toBe('/clientlisting?q=maple&page=2');
    expect(safeReturnPath('/action-plans/3#latest')).toBe('/action-plans/3#latest');
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      '//evil.example/login',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/timediary/1',
      'javascript:alert(1)',
      'timediary/1',
      '/\tevil',
      '/\n/evil.example',
      '',
      null,
      undefined,
      42,
      { from: '/x' },
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses an overlong path', () => {
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('reads the `from` of a location state, checked', () => {
    expect(returnPathOf({ from: '/report?fiscal_year=2025' })).toBe('/report?fiscal_year=2025');
    expect(returnPathOf({ from: '//evil.example' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf('/report')).toBeNull();
  });
});
