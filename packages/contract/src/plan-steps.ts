import { z } from 'zod';
import { calendarDateSchema, MAX_ID, NOT_BLANK, personRefSchema, singleLineText } from './common';

/**
 * A plan's checklist (docs/architecture.md#plan-status-and-steps): steps in order, each with an optional due
 * date and a done mark saying who ticked it and when. Read as the plan; written as the plan, except that the
 * plan's client may also tick and untick their own steps (they often do the work).
 */
export const STEP_TITLE_MAX = 300;
/** A plan's checklist is short by nature; the cap keeps one plan's answer bounded. */
export const STEPS_PER_PLAN_MAX = 100;

export const planStepSchema = z.object({
  id: z.number().int(),
  actionplan_id: z.number().int(),
  title: z.string(),
  due_date: z.string().nullable(),
  /** When it was ticked, and by whom; null while still to do. */
  done_at: z.string().nullable(),
  done_by: personRefSchema.nullable(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

export const planStepListSchema = z.object({ steps: z.array(planStepSchema) });
export type PlanStepList = z.infer<typeof planStepListSchema>;

const titleSchema = singleLineText().regex(NOT_BLANK, 'Write what the step is').max(STEP_TITLE_MAX);

export const createPlanStepBodySchema = z.strictObject({
  title: titleSchema,
  due_date: calendarDateSchema.nullish(),
});
export type CreatePlanStepBody = z.input<typeof createPlanStepBodySchema>;

export const updatePlanStepBodySchema = z
  .strictObject({ title: titleSchema.optional(), due_date: calendarDateSchema.nullish() })
  .refine((b) => b.title !== undefined || b.due_date !== undefined, { message: 'Give a title or a due date', path: ['title'] });
export type UpdatePlanStepBody = z.input<typeof updatePlanStepBodySchema>;

/** Ticking (true) or unticking (false) a step. */
export const tickPlanStepBodySchema = z.strictObject({ done: z.boolean({ error: 'done must be true or false' }) });
export type TickPlanStepBody = z.input<typeof tickPlanStepBodySchema>;

/** The plan's steps in their new order: every step of the plan, each once. */
export const reorderPlanStepsBodySchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'ids must be step ids' }).int().positive().max(MAX_ID), { error: 'ids must be a list of step ids' })
    .max(STEPS_PER_PLAN_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each step once'),
});
export type ReorderPlanStepsBody = z.input<typeof reorderPlanStepsBodySchema>;
