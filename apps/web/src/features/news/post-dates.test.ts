import { describe, expect, it } from 'vitest';
import { formatPublished } from './post-dates';

describe('formatPublished', () => {
  it('writes the day on Alberta’s calendar, so the server and any browser write the same one', () => {
    // 03:00 UTC on November 3 is the evening of November 2 in Alberta.
    expect(formatPublished('2026-11-03T03:00:00Z')).toBe('November 2, 2026');
    expect(formatPublished('2026-11-03T18:00:00Z')).toBe('November 3, 2026');
    expect(formatPublished('not a date')).toBe('not a date');
  });
});
