import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('time spent, as every screen writes it', () => {
  it.each([
    [585, '9 h 45 min'],
    [90, '1 h 30 min'],
    [60, '1 h'],
    [45, '45 min'],
    [1, '1 min'],
    [0, '0 min'],
    [1440, '24 h'],
    [605, '10 h 5 min'],
    [123_456, '2057 h 36 min'],
  ])('%i → %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('rounds to whole minutes (a chart gives hours as a fraction), and never shows a negative or broken value', () => {
    expect(durationText((585 / 60) * 60)).toBe('9 h 45 min');
    expect(durationText(44.6)).toBe('45 min');
    expect(durationText(-5)).toBe('0 min');
    expect(durationText(Number.NaN)).toBe('0 min');
  });
});
