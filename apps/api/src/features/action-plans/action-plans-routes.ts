import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { clientRecordsTarget } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can, hideUnless, listScope } from '../../auth/policy';
import { isCoachOfClient } from '../../db/coaching-lookup';
import type { Db } from '../../db/connection';
import { findUserById } from '../../db/users-lookup';
import { audited } from '../../lib/audited';
import { setArchived } from '../../lib/soft-delete';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { type PlanFilters, type PlanValues, findPlan, insertPlan, listPlans, updatePlan } from './action-plans-repository';

const NOT_FOUND = 'Action plan not found.';

async function assertIsClient(db: Db, clientId: number) {
  const client = await findUserById(db, clientId);
  if (!client || client.category_id !== ROLES.CLIENT) throw fieldError('client_id', `User ${clientId} is not a client.`);
}

/**
 * The coach a plan is written by: a coach always writes as themself; an
 * administrator may name any coach assigned to the client, or none.
 */
async function planCoach(db: Db, me: Actor, clientId: number, requested: number | null | undefined, current: number | null) {
  if (me.category_id === ROLES.COACH) {
    if (requested != null && requested !== me.id) throw forbidden('A coach writes plans as themself.');
    return me.id;
  }
  const coachId = requested === undefined ? current : requested;
  if (coachId !== null && !(await isCoachOfClient(db, coachId, clientId))) {
    throw fieldError('coach_id', 'That coach is not assigned to this client.');
  }
  return coachId;
}

export async function actionPlansRoutes(app: FastifyInstance) {
  const db = app.db;

  /** A live plan the actor may read, else 404 whether or not it exists. */
  async function loadReadable(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const plan = await findPlan(db, id, opts);
    if (!plan) throw notFound(NOT_FOUND);
    hideUnless(me, 'coaching.read', await clientRecordsTarget(db, me, plan.client_id), NOT_FOUND);
    return plan;
  }

  route(app, actionPlanEndpoints.list, async (request) => {
    const me = await requireUser(request);
    const { clientId, coachId, page, pageSize, archived } = request.query;
    if (archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if (clientId !== undefined) {
      authorize(me, 'coaching.read', await clientRecordsTarget(db, me, clientId), 'These action plans are not available to you.');
    }
    const filters: PlanFilters = { scope: listScope(me, 'coaching'), clientId, coachId, archived: archived === 'true' };
    const { rows, total } = await listPlans(db, filters, page, pageSize);
    return { total, page, pageSize, actionPlans: rows };
  });

  route(app, actionPlanEndpoints.get, async (request) => {
    const me = await requireUser(request);
    return loadReadable(me, request.params.id, { includeArchived: can(me, 'coaching.admin') });
  });

  route(app, actionPlanEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, body.client_id), 'You cannot write action plans for this client.');
    await assertIsClient(db, body.client_id);
    const values: PlanValues = {
      client_id: body.client_id,
      coach_id: await planCoach(db, me, body.client_id, body.coach_id, null),
      date: body.date,
      summary: body.summary,
      description: body.description ?? null,
    };
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'action_plan' }, async (trx) => {
      const id = await insertPlan(trx, values);
      return { id, after: (await findPlan(trx, id))! };
    });
    return reply.code(201).send(after);
  });

  route(app, actionPlanEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, before.client_id), "You cannot change this client's action plans.");
    const { coach_id, ...body } = request.body;
    const clientId = body.client_id ?? before.client_id;
    if (clientId !== before.client_id) {
      // Moving a plan needs the same right over the client it moves to.
      authorize(me, 'coaching.write', await clientRecordsTarget(db, me, clientId), 'You cannot move a plan to that client.');
      await assertIsClient(db, clientId);
    }
    const patch: Partial<PlanValues> = { ...body };
    if (coach_id !== undefined || clientId !== before.client_id) {
      patch.coach_id = await planCoach(db, me, clientId, coach_id, before.coach_id);
    }
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'action_plan' }, async (trx) => {
      await updatePlan(trx, before.id, patch);
      return { id: before.id, before, after: (await findPlan(trx, before.id))! };
    });
    return after;
  });

  route(app, actionPlanEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, before.client_id), "You cannot delete this client's action plans.");
    await audited(request, { actor: me, action: 'delete', entity: 'action_plan' }, async (trx) => {
      await setArchived(trx, 'action_plans', before.id, true);
      return { id: before.id, before };
    });
    return { id: before.id };
  });

  route(app, actionPlanEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.admin');
    const before = await findPlan(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (!before.archivedAt) throw conflict('This action plan is not archived.');
    const { after } = await audited(request, { actor: me, action: 'restore', entity: 'action_plan' }, async (trx) => {
      await setArchived(trx, 'action_plans', before.id, false);
      return { id: before.id, before, after: (await findPlan(trx, before.id))! };
    });
    return after;
  });
}
