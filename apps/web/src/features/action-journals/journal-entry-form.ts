import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import { ACTIVITIES, MINUTES_MAX, NOTES_MAX, type ActionJournal, type Activity, type CreateActionJournalBody } from '@tc/contract/coaching';
import { isCalendarDate, todayIso } from '../../lib/calendar-date';
import type { FieldErrors } from '../../lib/field-errors';

export const ENTRY_FIELDS = ['actionplan_id', 'date', 'minutes', 'activity', 'notes', 'coach_id'] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];

/** As typed: the time is two boxes, hours and minutes. */
export interface EntryFormValues {
  actionplan_id: string;
  date: string;
  hours: string;
  minutes: string;
  activity: Activity;
  notes: string;
  /** Only an administrator names the coach ('' = the plan's coach). */
  coachId: string;
}

export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Hours and minutes as typed to whole minutes; null when either box holds something other than a whole number. */
export function joinMinutes(hours: string, minutes: string): number | null {
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0) return null;
  return h * 60 + m;
}

export function initialEntryValues(entry: ActionJournal | null, defaultPlanId: number | null, today = todayIso()): EntryFormValues {
  if (entry) {
    const { hours, minutes } = splitMinutes(entry.minutes);
    return {
      actionplan_id: String(entry.actionplan_id),
      date: entry.date,
      hours: String(hours),
      minutes: String(minutes),
      activity: entry.activity,
      notes: entry.notes ?? '',
      coachId: String(entry.coach_id),
    };
  }
  return {
    actionplan_id: defaultPlanId ? String(defaultPlanId) : '',
    date: today,
    hours: '1',
    minutes: '0',
    activity: 'meeting',
    notes: '',
    coachId: '',
  };
}

/** The rules of the contract (a plan, a real date not in the future, 1–1440 minutes, a known activity), said before the server says them. */
export function validateEntry(values: EntryFormValues, today = todayIso()): FieldErrors<EntryField> {
  const errors: FieldErrors<EntryField> = {};
  if (!values.actionplan_id) errors.actionplan_id = 'Choose the action plan this time was spent on';
  if (!isCalendarDate(values.date)) errors.date = 'Enter the date as YYYY-MM-DD';
  else if (values.date > today) errors.date = 'The date cannot be in the future.';
  const total = joinMinutes(values.hours, values.minutes);
  if (total === null) errors.minutes = 'Hours and minutes must be whole numbers';
  else if (total < 1) errors.minutes = 'Log at least 1 minute';
  else if (total > MINUTES_MAX) errors.minutes = 'At most 24 hours (1440 minutes) in one entry';
  if (!ACTIVITIES.includes(values.activity)) errors.activity = 'Choose an activity';
  if (values.notes.length > NOTES_MAX) errors.notes = `At most ${NOTES_MAX} characters`;
  return errors;
}

/** `withCoach`: an administrator's form; a coach never sends coach_id (the API refuses another coach's). */
export function toEntryInput(values: EntryFormValues, withCoach = false): CreateActionJournalBody {
  const input: CreateActionJournalBody = {
    actionplan_id: Number(values.actionplan_id),
    date: values.date,
    minutes: joinMinutes(values.hours, values.minutes) ?? 0,
    activity: values.activity,
    notes: values.notes.trim() || null,
  };
  if (withCoach && values.coachId) input.coach_id = Number(values.coachId);
  return input;
}

/**
 * Whether `user` may give `entry` another plan (or coach): the coach who logged
 * it or an administrator, as the API decides; a co-coach may correct the rest.
 */
export function mayMoveEntry(user: Pick<User, 'id' | 'category_id'> | null, entry: ActionJournal | null): boolean {
  if (!user) return false;
  return entry === null || user.category_id === ROLES.ADMIN || entry.coach_id === user.id;
}
