import type { ActionPlan } from '@tc/contract/coaching';

export const NOT_AVAILABLE = 'N/A';

export interface ActionPlanView {
  id: number;
  date: string;
  summary: string;
  description: string;
  coachFirstName: string;
  coachLastName: string;
  createdAt: Date;
  updatedAt: Date;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * Display rules of product specification section 3: a missing date or summary shows N/A, a missing
 * description shows empty, a missing coach shows N/A for both names; timestamps become dates.
 */
export function toActionPlanView(plan: ActionPlan): ActionPlanView {
  return {
    id: plan.id,
    date: blank(plan.date) ? NOT_AVAILABLE : (plan.date as string),
    summary: blank(plan.summary) ? NOT_AVAILABLE : (plan.summary as string),
    description: plan.description ?? '',
    coachFirstName: blank(plan.coach?.firstname) ? NOT_AVAILABLE : (plan.coach?.firstname as string),
    coachLastName: blank(plan.coach?.lastname) ? NOT_AVAILABLE : (plan.coach?.lastname as string),
    createdAt: new Date(plan.createdAt),
    updatedAt: new Date(plan.updatedAt),
  };
}
