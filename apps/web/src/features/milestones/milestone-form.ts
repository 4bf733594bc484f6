import { NOTES_MAX } from '@tc/contract/coaching';
import { MILESTONE_KINDS, MILESTONE_VALUE_MAX, type CreateMilestoneBody, type Milestone, type MilestoneKind } from '@tc/contract/reports';
import { isCalendarDate, todayInAlberta } from '../../lib/calendar-date';
import type { FieldErrors } from '../../lib/field-errors';

export const MILESTONE_FIELDS = ['kind', 'date', 'value', 'notes'] as const;
export type MilestoneField = (typeof MILESTONE_FIELDS)[number];

/** As typed: the value is a box of digits, empty for none. */
export interface MilestoneFormValues {
  kind: MilestoneKind;
  date: string;
  value: string;
  notes: string;
}

/** What the value counts, by kind (the helper text under the box). */
export const VALUE_HINTS: Record<MilestoneKind, string> = {
  licence_obtained: 'Optional: licensed spaces, if the licence states them',
  spaces_added: 'The number of spaces added',
  enrolment_increase: 'The number of children more',
  grant_received: 'The amount, in whole dollars',
  business_registered: 'Optional',
  staff_hired: 'The number of people hired',
  other: 'Optional: a number, if there is one',
};

export function initialMilestoneValues(milestone: Milestone | null, today = todayInAlberta()): MilestoneFormValues {
  return {
    kind: milestone?.kind ?? 'licence_obtained',
    date: milestone?.date ?? today,
    value: milestone?.value === null || milestone?.value === undefined ? '' : String(milestone.value),
    notes: milestone?.notes ?? '',
  };
}

/** The contract's rules (a known kind, a real date not after today, a whole number 0 or more), said before the server says them. */
export function validateMilestone(values: MilestoneFormValues, today = todayInAlberta()): FieldErrors<MilestoneField> {
  const errors: FieldErrors<MilestoneField> = {};
  if (!(MILESTONE_KINDS as readonly string[]).includes(values.kind)) errors.kind = 'Choose what was achieved';
  if (!isCalendarDate(values.date)) errors.date = 'Enter the date as YYYY-MM-DD';
  else if (values.date > today) errors.date = 'The date cannot be in the future';
  const value = values.value.trim();
  if (value !== '' && !/^\d+$/.test(value)) errors.value = 'Enter a whole number, 0 or more, or leave it empty';
  else if (value !== '' && Number(value) > MILESTONE_VALUE_MAX) errors.value = `At most ${MILESTONE_VALUE_MAX.toLocaleString('en-CA')}`;
  if (values.notes.length > NOTES_MAX) errors.notes = `At most ${NOTES_MAX} characters`;
  return errors;
}

/** The body of a create (with the client) or, without `client_id`, of an update. */
export function toMilestoneBody(clientId: number, values: MilestoneFormValues): CreateMilestoneBody {
  const value = values.value.trim();
  return {
    client_id: clientId,
    kind: values.kind,
    date: values.date,
    value: value === '' ? null : Number(value),
    notes: values.notes.trim() || null,
  };
}
