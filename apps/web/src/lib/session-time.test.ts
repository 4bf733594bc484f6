import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  clockOf,
  dayHeading,
  dayLabel,
  isMeetingLink,
  nextSessionWhen,
  sessionWhat,
  sessionWhen,
  splitByNow,
  weekdayOf,
} from './session-time';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('session times, read as Alberta wall-clock time', () => {
  it('spells out the wall-clock digits the server sent, whatever the zone of the device', () => {
    for (const tz of ['UTC', 'America/Edmonton', 'Asia/Tokyo', 'America/St_Johns']) {
      process.env.TZ = tz;
      expect(weekdayOf('2026-11-05T10:00'), tz).toBe('Thursday');
      expect(dayHeading('2026-11-05T10:00'), tz).toBe('Thursday, November 5');
      expect(sessionWhen({ localStart: '2026-11-05T23:30', localEnd: '2026-11-06T00:30' }), tz).toBe(
        'Thu, Nov 5, 2026, 23:30–Fri, Nov 6 00:30',
      );
    }
  });

  it('gives the clock time and a day button', () => {
    expect(clockOf('2026-11-05T09:05')).toBe('09:05');
    expect(dayLabel('2026-11-05')).toBe('Thu, Nov 5');
    expect(sessionWhen({ localStart: '2026-11-05T10:00', localEnd: '2026-11-05T11:00' })).toBe('Thu, Nov 5, 2026, 10:00–11:00');
  });

  it('counts calendar days across months, years and the clock changes', () => {
    expect(addCalendarDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addCalendarDays('2026-11-01', 13)).toBe('2026-11-14');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2026-03-08', -1)).toBe('2026-03-07');
  });

  it('says the next session as the dashboard does', () => {
    const today = '2026-11-03'; // a Tuesday
    expect(nextSessionWhen('2026-11-03T16:00', today)).toBe('Today 16:00');
    expect(nextSessionWhen('2026-11-04T09:30', today)).toBe('Tomorrow 09:30');
    expect(nextSessionWhen('2026-11-05T10:00', today)).toBe('Thursday 10:00');
    expect(nextSessionWhen('2026-11-09T10:00', today)).toBe('Monday 10:00');
    expect(nextSessionWhen('2026-11-10T10:00', today)).toBe('Tuesday, November 10, 10:00');
  });

  it('names the kind and the place, never a link or a phone number as a place', () => {
    expect(sessionWhat({ kind: 'visit', location: 'your day home' })).toBe('visit at your day home');
    expect(sessionWhat({ kind: 'visit', location: null })).toBe('visit');
    expect(sessionWhat({ kind: 'video', location: 'https://meet.example.ca/abc' })).toBe('video call');
    expect(sessionWhat({ kind: 'phone', location: '403-555-0100' })).toBe('phone call');
    expect(isMeetingLink('https://meet.example.ca/abc')).toBe(true);
    expect(isMeetingLink('12 Elm Street')).toBe(false);
  });

  it('splits sessions at now: upcoming soonest first, past newest first, each once', () => {
    const s = (id: number, start: string, end: string) => ({ id, start, end });
    const now = new Date('2026-11-05T16:30:00.000Z');
    const rows = [
      s(1, '2026-11-05T16:00:00.000Z', '2026-11-05T17:00:00.000Z'), // under way: still upcoming
      s(2, '2026-11-04T16:00:00.000Z', '2026-11-04T17:00:00.000Z'),
      s(3, '2026-11-12T16:00:00.000Z', '2026-11-12T17:00:00.000Z'),
      s(4, '2026-11-05T14:00:00.000Z', '2026-11-05T15:00:00.000Z'),
      s(1, '2026-11-05T16:00:00.000Z', '2026-11-05T17:00:00.000Z'), // today's, in both answers
    ];
    const { upcoming, past } = splitByNow(rows, now);
    expect(upcoming.map((r) => r.id)).toEqual([1, 3]);
    expect(past.map((r) => r.id)).toEqual([4, 2]);
  });
});
