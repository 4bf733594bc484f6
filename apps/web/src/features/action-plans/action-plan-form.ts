import { isCalendarDate, todayIso } from '../../lib/calendar-date';
import type { FieldErrors } from '../../lib/field-errors';
import type { ActionPlan, CreateActionPlanBody } from '@tc/contract/coaching';

/** Limits of the contract (SUMMARY_MAX, DESCRIPTION_MAX). */
export const SUMMARY_MAX = 300;
export const DESCRIPTION_MAX = 10_000;

export interface ActionPlanFormValues {
  date: string;
  summary: string;
  description: string;
  /** Only an administrator names the coach ('' = none); a coach's plan is always their own. */
  coachId: string;
}

export function initialPlanValues(plan: ActionPlan | null, today = todayIso(), defaultCoachId: number | null = null): ActionPlanFormValues {
  const coachId = plan ? plan.coach_id : defaultCoachId;
  return {
    date: plan?.date ?? today,
    summary: plan?.summary ?? '',
    description: plan?.description ?? '',
    coachId: coachId ? String(coachId) : '',
  };
}

/** The checks worth making before the server does; the server's issues still land under the same fields. */
export function validatePlan(values: ActionPlanFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCalendarDate(values.date)) errors.date = 'Enter the date of the plan';
  if (!values.summary.trim()) errors.summary = 'Write a short summary';
  else if (values.summary.trim().length > SUMMARY_MAX) errors.summary = `At most ${SUMMARY_MAX} characters`;
  if (values.description.length > DESCRIPTION_MAX) errors.description = `At most ${DESCRIPTION_MAX} characters`;
  return errors;
}

export function toPlanInput(clientId: number, values: ActionPlanFormValues, withCoach = false): CreateActionPlanBody {
  const input: CreateActionPlanBody = {
    client_id: clientId,
    date: values.date,
    summary: values.summary.trim(),
    description: values.description.trim() || null,
  };
  if (withCoach) input.coach_id = values.coachId ? Number(values.coachId) : null;
  return input;
}
