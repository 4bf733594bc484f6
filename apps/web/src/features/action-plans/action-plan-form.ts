import {
  createActionPlanBodySchema,
  updateActionPlanBodySchema,
  type ActionPlan,
  type CreateActionPlanBody,
  type UpdateActionPlanBody,
} from '@tc/contract/coaching';
import { todayIso } from '../../lib/calendar-date';
import { contractResolver } from '../../lib/contract-form';
import type { Resolver } from 'react-hook-form';

export { DESCRIPTION_MAX, SUMMARY_MAX, type CreateActionPlanBody } from '@tc/contract/coaching';

export interface ActionPlanFormValues {
  date: string;
  summary: string;
  description: string;
  /** Only an administrator names the coach ('' = none); a coach's plan is always their own. */
  coach_id: string;
  /** Staff's own note (components/private-note.tsx); the dialog adds it, absent it is not sent. */
  privateNote?: string;
  /** The plan's due date (plan-due-date-field.tsx), '' for none. */
  due_date: string;
}

/** What a save sends: a new plan's body, or a change's. */
export type PlanBody = CreateActionPlanBody | UpdateActionPlanBody;

export function initialPlanValues(plan: ActionPlan | null, today = todayIso(), defaultCoachId: number | null = null): ActionPlanFormValues {
  const coachId = plan ? plan.coach_id : defaultCoachId;
  return {
    date: plan?.date ?? today,
    summary: plan?.summary ?? '',
    description: plan?.description ?? '',
    coach_id: coachId ? String(coachId) : '',
    due_date: plan?.due_date ?? '',
  };
}

export function toPlanInput(clientId: number, values: ActionPlanFormValues, withCoach = false): CreateActionPlanBody {
  const input: CreateActionPlanBody = {
    client_id: clientId,
    date: values.date,
    summary: values.summary.trim(),
    description: values.description.trim() || null,
    due_date: values.due_date || null,
  };
  if (withCoach) input.coach_id = values.coach_id ? Number(values.coach_id) : null;
  if (values.privateNote !== undefined) input.privateNote = values.privateNote.trim() || null;
  return input;
}

/** A new plan's body (with its client) or a change's (without: a plan stays with its client), checked with the contract's schema of each. */
export function planResolver(clientId: number, isNew: boolean, withCoach: boolean): Resolver<ActionPlanFormValues, unknown, PlanBody> {
  return contractResolver(isNew ? createActionPlanBodySchema : updateActionPlanBodySchema, (values: ActionPlanFormValues) => {
    const body: PlanBody = toPlanInput(clientId, values, withCoach);
    if (!isNew) delete body.client_id;
    return body;
  });
}
