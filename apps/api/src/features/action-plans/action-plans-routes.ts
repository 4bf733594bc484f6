import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { clientRecordsTarget } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can, hideUnless } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { writeAudit } from '../../lib/audit';
import { setArchived } from '../../lib/soft-delete';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { findUserById, isCoachOfClient } from '../users/users-repository';
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
    const filters: PlanFilters = { clientId, coachId, archived: archived === 'true' };
    if (clientId !== undefined) {
      authorize(me, 'coaching.read', await clientRecordsTarget(db, me, clientId), 'These action plans are not available to you.');
    } else if (me.category_id === ROLES.COACH) {
      filters.assignedTo = me.id;
    } else if (!can(me, 'coaching.admin')) {
      filters.clientId = me.id;
    }
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
    const created = await db.transaction().execute(async (trx) => {
      const id = await insertPlan(trx, values);
      const plan = (await findPlan(trx, id))!;
      await writeAudit(trx, { actorId: me.id, action: 'create', entity: 'action_plan', entityId: id, after: plan, ip: request.ip });
      return plan;
    });
    return reply.code(201).send(created);
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
    return db.transaction().execute(async (trx) => {
      await updatePlan(trx, before.id, patch);
      const after = (await findPlan(trx, before.id))!;
      await writeAudit(trx, {
        actorId: me.id,
        action: 'update',
        entity: 'action_plan',
        entityId: before.id,
        before,
        after,
        ip: request.ip,
      });
      return after;
    });
  });

  route(app, actionPlanEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, before.client_id), "You cannot delete this client's action plans.");
    await db.transaction().execute(async (trx) => {
      await setArchived(trx, 'action_plans', before.id, true);
      await writeAudit(trx, { actorId: me.id, action: 'delete', entity: 'action_plan', entityId: before.id, before, ip: request.ip });
    });
    return { id: before.id };
  });

  route(app, actionPlanEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.admin');
    const before = await findPlan(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (!before.archivedAt) throw conflict('This action plan is not archived.');
    return db.transaction().execute(async (trx) => {
      await setArchived(trx, 'action_plans', before.id, false);
      const after = (await findPlan(trx, before.id))!;
      await writeAudit(trx, {
        actorId: me.id,
        action: 'restore',
        entity: 'action_plan',
        entityId: before.id,
        before,
        after,
        ip: request.ip,
      });
      return after;
    });
  });
}
