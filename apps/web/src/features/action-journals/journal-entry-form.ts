import { ROLES } from '@tc/contract/roles';
import type { User } from '@tc/contract/users';
import {
  NO_PLAN,
  createActionJournalBodySchema,
  updateActionJournalBodySchema,
  type ActionJournal,
  type Activity,
  type CreateActionJournalBody,
} from '@tc/contract/coaching';
import type { Resolver } from 'react-hook-form';
import { todayInAlberta } from '../../lib/calendar-date';
import { contractResolver } from '../../lib/contract-form';

/** As typed, in the order shown: the time is two boxes, hours and minutes (the body's `minutes` is their sum). */
export interface EntryFormValues {
  /** A plan's id, or NO_PLAN ('none'): time without a plan (an intake call, paperwork). */
  actionplan_id: string;
  date: string;
  hours: string;
  minutes: string;
  activity: Activity;
  /** Only an administrator names the coach ('' = the plan's coach). */
  coach_id: string;
  notes: string;
  /** Staff's own note (components/private-note.tsx); the dialog adds it, absent it is not sent. */
  privateNote?: string;
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

export function initialEntryValues(entry: ActionJournal | null, defaultPlanId: number | null, today = todayInAlberta()): EntryFormValues {
  if (entry) {
    const { hours, minutes } = splitMinutes(entry.minutes);
    return {
      actionplan_id: entry.actionplan_id === null ? NO_PLAN : String(entry.actionplan_id),
      date: entry.date,
      hours: String(hours),
      minutes: String(minutes),
      activity: entry.activity,
      coach_id: String(entry.coach_id),
      notes: entry.notes ?? '',
    };
  }
  return {
    actionplan_id: defaultPlanId ? String(defaultPlanId) : '',
    date: today,
    hours: '1',
    minutes: '0',
    activity: 'meeting',
    coach_id: '',
    notes: '',
  };
}

/**
 * `withCoach`: an administrator's form; a coach never sends coach_id (the API refuses another coach's).
 * `clientId`: a new entry's client, sent with time without a plan (a plan names its own).
 */
export function toEntryInput(values: EntryFormValues, withCoach = false, clientId?: number): CreateActionJournalBody {
  const noPlan = values.actionplan_id === NO_PLAN;
  const input: CreateActionJournalBody = {
    actionplan_id: noPlan ? null : Number(values.actionplan_id),
    date: values.date,
    // Boxes that are not whole numbers: a total the contract refuses with its own message.
    minutes: joinMinutes(values.hours, values.minutes) ?? Number.NaN,
    activity: values.activity,
    notes: values.notes.trim() || null,
  };
  if (withCoach && values.coach_id) input.coach_id = Number(values.coach_id);
  if (noPlan && clientId !== undefined) input.client_id = clientId;
  if (values.privateNote !== undefined) input.privateNote = values.privateNote.trim() || null;
  return input;
}

/** The contract's rules of a new entry or a change (a plan, a date not in the future, 1–1440 minutes, a known activity). */
export function entryResolver(
  isNew: boolean,
  withCoach: boolean,
  clientId?: number,
): Resolver<EntryFormValues, unknown, CreateActionJournalBody> {
  return contractResolver(isNew ? createActionJournalBodySchema : updateActionJournalBodySchema, (values: EntryFormValues) =>
    toEntryInput(values, withCoach, isNew ? clientId : undefined),
  );
}

/**
 * Whether `user` may give `entry` another plan (or coach): the coach who logged
 * it or an administrator, as the API decides; a co-coach may correct the rest.
 */
export function mayMoveEntry(user: Pick<User, 'id' | 'category_id'> | null, entry: ActionJournal | null): boolean {
  if (!user) return false;
  return entry === null || user.category_id === ROLES.ADMIN || entry.coach_id === user.id;
}
