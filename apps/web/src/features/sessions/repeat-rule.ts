import { REPEAT_MAX_OCCURRENCES } from '@tc/contract/sessions';

/** How often a session repeats, as the dialog offers it. */
export const REPEAT_CHOICES = ['none', 'weekly', 'biweekly', 'monthly'] as const;
export type RepeatEvery = (typeof REPEAT_CHOICES)[number];
export const REPEAT_LABELS: Record<RepeatEvery, string> = {
  none: 'Does not repeat',
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every month',
};

export interface RepeatChoice {
  every: RepeatEvery;
  /** For a number of times, or until a date. */
  ends: 'count' | 'until';
  /** As typed. */
  count: string;
  /** YYYY-MM-DD. */
  until: string;
}

export const NO_REPEAT: RepeatChoice = { every: 'none', ends: 'count', count: '10', until: '' };

const FREQ: Record<Exclude<RepeatEvery, 'none'>, string> = {
  weekly: 'FREQ=WEEKLY',
  biweekly: 'FREQ=WEEKLY;INTERVAL=2',
  monthly: 'FREQ=MONTHLY',
};

/**
 * The contract's RRULE (RFC 5545, limited to what a centre uses) of the dialog's choice, or null for none.
 * What the contract refuses (a count of 0 or 60, no date) is built as typed, so its own message says why.
 */
export function buildRepeatRule(choice: RepeatChoice): string | null {
  if (choice.every === 'none') return null;
  const end = choice.ends === 'count' ? `COUNT=${choice.count.trim()}` : `UNTIL=${choice.until.replaceAll('-', '')}`;
  return `${FREQ[choice.every]};${end}`;
}

/** The dialog's choice of a stored rule (a rule it cannot show, an INTERVAL of 3, reads as weekly or monthly). */
export function readRepeatRule(rule: string | null | undefined): RepeatChoice {
  if (!rule) return NO_REPEAT;
  const parts = Object.fromEntries(rule.split(';').map((p) => p.split('=') as [string, string]));
  const every: RepeatEvery = parts.FREQ === 'MONTHLY' ? 'monthly' : parts.INTERVAL === '2' ? 'biweekly' : 'weekly';
  if (parts.UNTIL) {
    const u = parts.UNTIL;
    return { every, ends: 'until', count: NO_REPEAT.count, until: `${u.slice(0, 4)}-${u.slice(4, 6)}-${u.slice(6, 8)}` };
  }
  return { every, ends: 'count', count: parts.COUNT ?? NO_REPEAT.count, until: '' };
}

/** "Every week, 10 times", for the event's details. */
export function describeRepeatRule(rule: string | null | undefined): string | null {
  if (!rule) return null;
  const c = readRepeatRule(rule);
  return `${REPEAT_LABELS[c.every]}, ${c.ends === 'count' ? `${c.count} times` : `until ${c.until}`}`;
}

export const REPEAT_COUNT_HINT = `2 to ${REPEAT_MAX_OCCURRENCES} times`;
