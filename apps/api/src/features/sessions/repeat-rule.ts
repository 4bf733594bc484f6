import { REPEAT_MAX_OCCURRENCES } from '@tc/contract/sessions';
import { addDays } from '../../lib/alberta-calendar';

/**
 * A session's repeat (docs/decisions/019-session-repeats.md): the contract's RFC 5545 RRULE subset,
 * `FREQ=WEEKLY|MONTHLY`, `INTERVAL` 1–4, and `COUNT` (≤ 52) or an `UNTIL` date. Pure: no clock, no database.
 *
 * Occurrences repeat the first one's Alberta wall-clock time (10:00 stays 10:00 whatever the offset),
 * so the expansion works on local `YYYY-MM-DDTHH:MM` strings and the caller converts each to UTC.
 */
export interface RepeatRule {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  count?: number;
  /** The last day an occurrence may fall on (Alberta calendar date, YYYY-MM-DD), that day included. */
  until?: string;
}

/** Reads a rule the contract has already checked (REPEAT_RULE); throws on anything else. */
export function parseRepeat(rule: string): RepeatRule {
  const parts = new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
  const freq = parts.get('FREQ');
  if (freq !== 'WEEKLY' && freq !== 'MONTHLY') throw new Error(`Unsupported repeat: ${rule}`);
  const until = parts.get('UNTIL');
  return {
    freq,
    interval: Number(parts.get('INTERVAL') ?? 1),
    ...(parts.has('COUNT') ? { count: Number(parts.get('COUNT')) } : {}),
    ...(until ? { until: `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` } : {}),
  };
}

/** The rule as text again, in the contract's order. */
export function formatRepeat(r: RepeatRule): string {
  const interval = r.interval === 1 ? '' : `;INTERVAL=${r.interval}`;
  const end = r.until !== undefined ? `UNTIL=${r.until.replaceAll('-', '')}` : `COUNT=${r.count}`;
  return `FREQ=${r.freq}${interval};${end}`;
}

/** The same rule ending on `lastDay` (the occurrences before a change of "this and the following" keep it so). */
export function endRepeat(rule: string, lastDay: string): string {
  const { freq, interval } = parseRepeat(rule);
  return formatRepeat({ freq, interval, until: lastDay });
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The Alberta wall-clock starts of every occurrence, the first included, at most REPEAT_MAX_OCCURRENCES.
 * Weekly: every INTERVAL weeks on the same weekday. Monthly: the same day of the month every INTERVAL
 * months, a month without that day (the 31st in April) skipped and not counted, as RFC 5545 says.
 */
export function expandRepeat(localStart: string, rule: string): string[] {
  const r = parseRepeat(rule);
  const date = localStart.slice(0, 10);
  const time = localStart.slice(10);
  const limit = Math.min(r.count ?? REPEAT_MAX_OCCURRENCES, REPEAT_MAX_OCCURRENCES);
  const out: string[] = [];
  const within = (d: string) => r.until === undefined || d <= r.until;
  if (r.freq === 'WEEKLY') {
    for (let d = date; out.length < limit && within(d); d = addDays(d, 7 * r.interval)) out.push(`${d}${time}`);
    return out;
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  // Skipped months count towards no limit, but a bound keeps an UNTIL far away from looping long.
  for (let k = 0; out.length < limit && k < REPEAT_MAX_OCCURRENCES * 4; k += 1) {
    const m0 = month - 1 + k * r.interval;
    const y = year + Math.floor(m0 / 12);
    const m = (m0 % 12) + 1;
    if (day > daysInMonth(y, m)) continue;
    const d = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!within(d)) break;
    out.push(`${d}${time}`);
  }
  return out;
}

/**
 * The local difference between two Alberta wall-clock times, in minutes, and a time moved by it: moving one
 * occurrence of a series from Tuesday 10:00 to Wednesday 11:00 moves each following one by a day and an hour
 * of wall-clock time, whatever the offset does in between.
 */
export function localMinutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;
}
export function shiftLocal(local: string, minutes: number): string {
  return new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}
