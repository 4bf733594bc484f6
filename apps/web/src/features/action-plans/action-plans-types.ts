export interface CoachName {
  id?: number;
  firstname: string | null;
  lastname: string | null;
}

export interface ClientRef {
  id: number;
  firstname: string | null;
  lastname: string | null;
  business_name: string | null;
}

export interface ActionPlan {
  id: number;
  client_id: number;
  coach_id: number | null;
  date: string | null;
  summary: string | null;
  description: string | null;
  coach: CoachName | null;
  /** The client the plan is for (the API sends it; older records may lack it). */
  client?: ClientRef | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /action-plans answer: page is one-based on the wire. */
export interface ActionPlansPage {
  total: number;
  page: number;
  pageSize: number;
  actionPlans: ActionPlan[];
}

export interface ActionPlanInput {
  client_id: number;
  /** Administrators only: a coach assigned to the client, or null for none. */
  coach_id?: number | null;
  date: string;
  summary: string;
  description?: string | null;
}

/** A list request as the store sees it: page zero-based. */
export interface ActionPlanListArgs {
  clientId?: number | null;
  /** Plans written by this coach (the coach-plans screen of an administrator). */
  coachId?: number | null;
  page?: number;
  pageSize?: number;
}

/** Spec section 9. */
export const ACTION_PLAN_PAGE_SIZE = 10;
export const ACTION_PLAN_DEBOUNCE_MS = 300;
export const ACTION_PLAN_THROTTLE_MS = 2000;
