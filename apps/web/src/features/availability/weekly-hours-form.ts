import { putAvailabilityBodySchema, type Availability, type AvailabilityMode, type PutAvailabilityBody } from '@tc/contract/sessions';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ApiIssue } from '../../api/api-call';

/** One weekly block as the form holds it: the weekday as a select's value. */
export interface HoursRow {
  weekday: string;
  startTime: string;
  endTime: string;
  mode: AvailabilityMode;
}
export interface HoursValues {
  weekly: HoursRow[];
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A new row: the weekday after the last row's, the same hours, or a morning of visits. */
export function nextRow(rows: readonly HoursRow[]): HoursRow {
  const last = rows.at(-1);
  if (!last) return { weekday: '1', startTime: '09:00', endTime: '12:00', mode: 'visit' };
  return { ...last, weekday: String((Number(last.weekday) % 7) + 1) };
}

export const hoursValues = (a: Pick<Availability, 'weekly'>): HoursValues => ({
  weekly: a.weekly.map((b) => ({ weekday: String(b.weekday), startTime: b.startTime, endTime: b.endTime, mode: b.mode })),
});

export const toHoursBody = (v: HoursValues): PutAvailabilityBody => ({
  weekly: v.weekly.map((r) => ({ weekday: Number(r.weekday), startTime: r.startTime, endTime: r.endTime, mode: r.mode })),
});

/** The issues of the contract or the server, at the fields they name (`weekly.2.endTime`): the first message each. */
export function issuesByField(issues: readonly Pick<ApiIssue, 'path' | 'message'>[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'root';
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  return byField;
}

/** react-hook-form's nested errors from `a.0.b` names. */
function nested(byField: Map<string, string>): FieldErrors<HoursValues> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of byField) {
    const parts = name.split('.');
    let at = errors;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = { type: 'validate', message };
  }
  return errors as FieldErrors<HoursValues>;
}

/** The contract's rules for the whole week (an end after each start, at most 50 blocks), each under its own row. */
export const hoursResolver: Resolver<HoursValues, unknown, PutAvailabilityBody> = (values) => {
  const body = toHoursBody(values);
  const parsed = putAvailabilityBodySchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  return { values: {}, errors: nested(issuesByField(parsed.error.issues as unknown as ApiIssue[])) };
};
