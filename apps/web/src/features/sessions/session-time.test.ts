import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  albertaNow,
  dayHours,
  formatSessionTime,
  fromCalendarTime,
  minutesBetween,
  mondayOf,
  nextHour,
  toCalendarTime,
  visibleDates,
} from './session-time';

describe('Alberta wall time in the calendar', () => {
  it('hands FullCalendar the wall time as if it were UTC, and reads its dates back the same way', () => {
    expect(toCalendarTime('2026-11-05T10:00')).toBe('2026-11-05T10:00:00Z');
    expect(fromCalendarTime(new Date('2026-11-05T10:00:00Z'))).toBe('2026-11-05T10:00');
    expect(fromCalendarTime(new Date(toCalendarTime('2026-03-08T02:30')))).toBe('2026-03-08T02:30');
  });

  it('keeps 10:00 at 10:00 across the last clock change and 2026-11-01, where the browser zone would not', () => {
    // A weekly 10:00 visit: the server sends 10:00 local each week, and the calendar draws it at 10:00 whatever the zone.
    for (const local of ['2026-03-05T10:00', '2026-03-12T10:00', '2026-10-29T10:00', '2026-11-05T10:00']) {
      const drawn = new Date(toCalendarTime(local));
      expect(drawn.getUTCHours()).toBe(10);
      expect(fromCalendarTime(drawn)).toBe(local);
    }
  });

  it('turns the visible range (end exclusive) into the dates the list call takes, both ends included', () => {
    expect(visibleDates(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('adds and measures minutes on the wall clock, across midnight', () => {
    expect(addMinutes('2026-11-05T23:30', 60)).toBe('2026-11-06T00:30');
    expect(minutesBetween('2026-11-05T23:30', '2026-11-06T00:30')).toBe(60);
    expect(nextHour('2026-11-05T09:41')).toBe('2026-11-05T10:00');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it("works out Alberta's now at UTC−6 from 2026-03-08 on, whatever the device's time zone data says", () => {
    expect(albertaNow(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-26T22:00');
    expect(albertaNow(new Date('2027-01-15T16:00:00Z'))).toBe('2027-01-15T10:00');
    // Before the change, MST (UTC−7) by the zone data.
    expect(albertaNow(new Date('2026-01-15T17:00:00Z'))).toBe('2026-01-15T10:00');
  });

  it('draws 06:00 to 21:00 in the week, widened to hold every session', () => {
    expect(dayHours([])).toEqual({ min: '06:00:00', max: '21:00:00' });
    expect(dayHours([{ localStart: '2026-11-05T05:30', localEnd: '2026-11-05T06:30' }])).toEqual({ min: '05:00:00', max: '21:00:00' });
    expect(dayHours([{ localStart: '2026-11-05T21:00', localEnd: '2026-11-05T22:15' }])).toEqual({ min: '06:00:00', max: '23:00:00' });
    expect(dayHours([{ localStart: '2026-11-05T23:00', localEnd: '2026-11-06T00:00' }])).toEqual({ min: '06:00:00', max: '24:00:00' });
    expect(dayHours([{ localStart: '2026-11-05T23:30', localEnd: '2026-11-06T00:30' }])).toEqual({ min: '00:00:00', max: '24:00:00' });
  });

  it('writes a session time the way the centre reads it', () => {
    expect(formatSessionTime('2026-11-05T10:00', '2026-11-05T11:30')).toBe('Thu, Nov 5, 10:00–11:30');
  });
});
