import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMomentDate } from './calendar-date';

describe('dates, as every screen writes them', () => {
  it('writes a calendar date in each style, without time-zone drift', () => {
    expect(formatCalendarDate('2026-11-26')).toBe('Nov 26, 2026');
    expect(formatCalendarDate('2026-11-26', 'words')).toBe('November 26, 2026');
    expect(formatCalendarDate('2026-11-26', 'long')).toBe('Thursday, November 26, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('writes the Alberta day of a moment (when something was deleted or published) the same way', () => {
    expect(formatMomentDate('2026-11-26T18:00:00.000Z')).toBe('Nov 26, 2026');
    // 02:30 UTC on the 27th is still the evening of the 26th in Alberta.
    expect(formatMomentDate('2026-11-27T02:30:00.000Z')).toBe('Nov 26, 2026');
    expect(formatMomentDate('2026-11-27T02:30:00.000Z', 'words')).toBe('November 26, 2026');
    expect(formatMomentDate('2026-11-26T18:00:00.000Z')).toBe(formatCalendarDate('2026-11-26'));
  });

  it('gives back what it cannot read', () => {
    expect(formatCalendarDate('N/A')).toBe('N/A');
    expect(formatCalendarDate('2026-02-30x')).toBe('2026-02-30x');
    expect(formatMomentDate('not a time')).toBe('not a time');
  });
});
