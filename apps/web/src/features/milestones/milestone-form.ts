import {
  createMilestoneBodySchema,
  updateMilestoneBodySchema,
  type CreateMilestoneBody,
  type Milestone,
  type MilestoneKind,
  type UpdateMilestoneBody,
} from '@tc/contract/reports';
import type { Resolver } from 'react-hook-form';
import { todayInAlberta } from '../../lib/calendar-date';
import { contractResolver } from '../../lib/contract-form';

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

/** The body of a create (with the client) or, without `client_id`, of an update. */
export function toMilestoneBody(clientId: number, values: MilestoneFormValues): CreateMilestoneBody {
  const value = values.value.trim();
  return {
    client_id: clientId,
    kind: values.kind,
    date: values.date,
    // Only digits make a number: anything else is a value the contract refuses with its own message.
    value: value === '' ? null : /^\d+$/.test(value) ? Number(value) : Number.NaN,
    notes: values.notes.trim() || null,
  };
}

/** What a save sends: a new milestone's body, or a change's. */
export type MilestoneBody = CreateMilestoneBody | UpdateMilestoneBody;

/** The contract's rules (a known kind, a date not in the future, a whole number 0 or more) of a new milestone or a change (no client: it stays with its own). */
export function milestoneResolver(clientId: number, isNew: boolean): Resolver<MilestoneFormValues, unknown, MilestoneBody> {
  return contractResolver(isNew ? createMilestoneBodySchema : updateMilestoneBodySchema, (values: MilestoneFormValues) => {
    const { client_id, ...changes } = toMilestoneBody(clientId, values);
    return isNew ? { client_id, ...changes } : changes;
  });
}
