import { planStepEndpoints } from '@tc/contract/plan-steps-endpoints';
import { STEPS_PER_PLAN_MAX } from '@tc/contract/plan-steps';
import type { FastifyInstance } from 'fastify';
import { clientRecordsTarget } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Action, type Actor, authorize, can, hideUnless } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { findPlanRef, findStep, listSteps, stepCount } from './plan-steps-repository';

const PLAN_NOT_FOUND = 'Action plan not found.';
const STEP_NOT_FOUND = 'Step not found.';
const CANNOT_WRITE = "You cannot change this client's action plans.";

/**
 * A plan's checklist (docs/architecture.md#plan-status-and-steps). Every step is reached through its plan:
 * a plan the actor may not read answers 404 whether or not it exists, so ids do not leak; a step of an
 * archived plan is as gone as the plan, except that administrators read the steps of one.
 */
export async function planStepsRoutes(app: FastifyInstance) {
  const db = app.db;

  /** The plan, if the actor may read it (404 otherwise), then `action` (403 with `denied`). */
  async function planAllowing(me: Actor, planId: number, action: Action, opts: { includeArchived?: boolean; denied?: string } = {}) {
    const plan = await findPlanRef(db, planId, { includeArchived: opts.includeArchived });
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    const target = await clientRecordsTarget(db, me, plan.client_id);
    hideUnless(me, 'coaching.read', target, PLAN_NOT_FOUND);
    authorize(me, action as 'coaching.write', target, opts.denied ?? CANNOT_WRITE);
    return plan;
  }

  /** The step of a live plan the actor may read (404 otherwise), then `action`. */
  async function stepAllowing(me: Actor, stepId: number, action: Action, denied = CANNOT_WRITE) {
    const step = await findStep(db, stepId);
    const plan = step && (await findPlanRef(db, step.actionplan_id));
    if (!step || !plan) throw notFound(STEP_NOT_FOUND);
    const target = await clientRecordsTarget(db, me, plan.client_id);
    hideUnless(me, 'coaching.read', target, STEP_NOT_FOUND);
    authorize(me, action as 'coaching.write', target, denied);
    return step;
  }

  route(app, planStepEndpoints.list, async (request) => {
    const me = await requireUser(request);
    const plan = await planAllowing(me, request.params.id, 'coaching.read', { includeArchived: can(me, 'coaching.admin') });
    return { steps: await listSteps(db, plan.id) };
  });

  route(app, planStepEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const plan = await planAllowing(me, request.params.id, 'coaching.write');
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'plan_step' }, async (trx) => {
      const { n, next } = await stepCount(trx, plan.id);
      if (n >= STEPS_PER_PLAN_MAX) throw conflict(`A plan holds at most ${STEPS_PER_PLAN_MAX} steps.`);
      const now = nowIso();
      const { id } = await trx
        .insertInto('plan_steps')
        .values({
          actionplan_id: plan.id,
          title: request.body.title,
          due_date: request.body.due_date ?? null,
          position: next,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, after: (await findStep(trx, id))! };
    });
    return reply.code(201).send(after);
  });

  route(app, planStepEndpoints.reorder, async (request) => {
    const me = await requireUser(request);
    const plan = await planAllowing(me, request.params.id, 'coaching.write');
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'plan_steps_order' }, async (trx) => {
      const before = await listSteps(trx, plan.id);
      const ids = request.body.ids;
      const known = new Set(before.map((s) => s.id));
      if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
        throw fieldError('ids', 'List every step of this plan, each once, in the new order.');
      }
      const now = nowIso();
      for (const [i, id] of ids.entries()) {
        await trx
          .updateTable('plan_steps')
          .set({ position: i + 1, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      // The trail records the plan whose order changed, and the order before and after.
      return { id: plan.id, before: before.map((s) => s.id), after: await listSteps(trx, plan.id) };
    });
    return { steps: after };
  });

  route(app, planStepEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await stepAllowing(me, request.params.id, 'coaching.write');
    const { title, due_date } = request.body;
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'plan_step' }, async (trx) => {
      await trx
        .updateTable('plan_steps')
        .set({ ...(title !== undefined ? { title } : {}), ...(due_date !== undefined ? { due_date } : {}), updated_at: nowIso() })
        .where('id', '=', before.id)
        .execute();
      return { id: before.id, before, after: (await findStep(trx, before.id))! };
    });
    return after;
  });

  route(app, planStepEndpoints.tick, async (request) => {
    const me = await requireUser(request);
    const before = await stepAllowing(me, request.params.id, 'planSteps.tick', 'You cannot tick the steps of this plan.');
    const done = request.body.done;
    // Ticking a ticked step (or unticking an open one) changes nothing: the first tick's who and when stay.
    if (done === (before.done_at !== null)) return before;
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'plan_step' }, async (trx) => {
      const now = nowIso();
      await trx
        .updateTable('plan_steps')
        .set({ done_at: done ? now : null, done_by: done ? me.id : null, updated_at: now })
        .where('id', '=', before.id)
        .execute();
      return { id: before.id, before, after: (await findStep(trx, before.id))! };
    });
    return after;
  });

  route(app, planStepEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await stepAllowing(me, request.params.id, 'coaching.write');
    // Deleted outright (migration 0020): the audit entry keeps the step as it was.
    await audited(request, { actor: me, action: 'delete', entity: 'plan_step' }, async (trx) => {
      await trx.deleteFrom('plan_steps').where('id', '=', before.id).execute();
      return { id: before.id, before };
    });
    return { id: before.id };
  });
}
