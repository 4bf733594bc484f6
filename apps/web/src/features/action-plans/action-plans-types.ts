import type { PlanStatus } from '@tc/contract/coaching';

/** A list request as a screen asks for it: page zero-based, as the store keeps it. */
export interface ActionPlanListArgs {
  clientId?: number | null;
  /** Plans written by this coach (the coach-plans screen of an administrator). */
  coachId?: number | null;
  page?: number;
  pageSize?: number;
  /** Only plans of this status; every plan without it (product specification section 3's list). */
  status?: PlanStatus | null;
}

export type ListArgs = Required<Omit<ActionPlanListArgs, 'status'>> & Pick<ActionPlanListArgs, 'status'>;

/** Product specification section 9. */
export const ACTION_PLAN_DEBOUNCE_MS = 300;
export const ACTION_PLAN_THROTTLE_MS = 2000;
