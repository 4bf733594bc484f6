import { planStepEndpoints as api } from '@tc/contract/plan-steps-endpoints';
import type { CreatePlanStepBody, PlanStep, UpdatePlanStepBody } from '@tc/contract/plan-steps';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { stepAddSave, stepRenameSave, stepTickSave } from '../../offline/offline-saves';

/** What the checklist says when a call fails (the toast); not in the spec. */
const m = {
  fetchFailed: "Couldn't load the plan's steps. Please try again.",
  addFailed: "Couldn't add the step. Please try again.",
  saveFailed: "Couldn't save the step. Please try again.",
  orderFailed: "Couldn't move the step. Please try again.",
  tickFailed: "Couldn't save the tick. Please try again.",
  deleteFailed: "Couldn't delete the step. Please try again.",
  deleted: 'Step deleted',
};

/** A plan's steps in order (docs/architecture.md#plan-status-and-steps); the dialog keeps them, not the store. */
export const fetchPlanSteps = apiThunk('planSteps/fetch', api.list, {
  args: (planId: number) => ({ params: { id: planId } }),
  result: (data) => data.steps,
  failure: m.fetchFailed,
});

// Each change brings the plan lists again, so their progress ("2 of 3 steps") is right once the dialog closes.
export const addPlanStep = apiThunk('planSteps/add', api.create, {
  args: ({ planId, body }: { planId: number; body: CreatePlanStepBody }) => ({ params: { id: planId }, body }),
  offline: ({ planId, body }) => stepAddSave(planId, body),
  failure: m.addFailed,
  invalidates: () => [TAGS.plans],
});

export const renamePlanStep = apiThunk('planSteps/rename', api.update, {
  args: ({ id, body }: { id: number; body: UpdatePlanStepBody; step?: PlanStep }) => ({ params: { id }, body }),
  offline: ({ body, step }) => (step && body.title !== undefined ? stepRenameSave(step, body.title, body.due_date ?? null) : undefined),
  failure: m.saveFailed,
});

export const reorderPlanSteps = apiThunk('planSteps/reorder', api.reorder, {
  args: ({ planId, ids }: { planId: number; ids: number[] }) => ({ params: { id: planId }, body: { ids } }),
  result: (data) => data.steps,
  failure: m.orderFailed,
});

export const tickPlanStep = apiThunk('planSteps/tick', api.tick, {
  args: ({ id, done }: { id: number; done: boolean; step?: PlanStep }) => ({ params: { id }, body: { done } }),
  // Ticked at a day home without a signal: kept on the device, and the checklist shows it ticked meanwhile.
  offline: ({ step, done }) => (step ? stepTickSave(step, done) : undefined),
  failure: m.tickFailed,
  invalidates: () => [TAGS.plans],
});

export const deletePlanStep = apiThunk('planSteps/delete', api.remove, {
  args: (id: number) => ({ params: { id } }),
  success: m.deleted,
  failure: m.deleteFailed,
  invalidates: () => [TAGS.plans],
});

/** The writes after which the plan list must reach the server past its throttle (action-plans-slice.ts). */
export const planStepWrites = [addPlanStep, tickPlanStep, deletePlanStep] as const;
