import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { clientRecordsTarget, requireUserWithClient } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can, hideUnless, listScope } from '../../auth/policy';
import { isCoachOfClient } from '../../db/coaching-lookup';
import type { Db } from '../../db/connection';
import { findUserById } from '../../db/users-lookup';
import { audited } from '../../lib/audited';
import { setArchived } from '../../lib/soft-delete';
import { createCursors } from '../../lib/cursor';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { type PlanFilters, type PlanValues, findPlan, insertPlan, listPlans, updatePlan } from './action-plans-repository';
import { auditMovedEntries, planEntries } from './plan-entries-audit';

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
  const cursors = createCursors(app.config.jwtSecret);

  /** A live plan the actor may read, else 404 whether or not it exists. */
  async function loadReadable(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const plan = await findPlan(db, id, opts);
    if (!plan) throw notFound(NOT_FOUND);
    hideUnless(me, 'coaching.read', await clientRecordsTarget(db, me, plan.client_id), NOT_FOUND);
    return plan;
  }

  route(app, actionPlanEndpoints.list, async (request, reply) => {
    const { clientId, coachId, page, pageSize, after, archived } = request.query;
    // For a named client, the user is reloaded and their access to the client read in one statement.
    const signedIn = clientId === undefined ? { me: await requireUser(request) } : await requireUserWithClient(request, clientId);
    const { me } = signedIn;
    const from = after === undefined ? undefined : cursors.decode(after, 'after');
    if (archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if ('target' in signedIn) authorize(me, 'coaching.read', signedIn.target, 'These action plans are not available to you.');
    // A named client was authorised just above: the actor's scope adds nothing but a subquery to each statement.
    const scope = clientId !== undefined ? { all: true as const } : listScope(me, 'coaching');
    const filters: PlanFilters = { scope, clientId, coachId, archived: archived === 'true' };
    const { rows, total, next } = await listPlans(db, filters, { pageSize, offset: (page - 1) * pageSize, after: from });
    sendTotal(reply, total);
    return { total, page, pageSize, actionPlans: rows, ...(next ? { next: cursors.encode(next) } : {}) };
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
    const { coach_id, client_id, ...body } = request.body;
    const clientId = client_id ?? before.client_id;
    const moves = clientId !== before.client_id;
    // A co-coach may edit the plan, but only its author or an administrator gives it another client or coach.
    if (moves || (coach_id !== undefined && coach_id !== before.coach_id)) {
      authorize(me, 'coaching.movePlan', before, "Only the plan's author or an administrator can move it to another client or coach.");
    }
    if (moves) {
      // Moving a plan needs the same right over the client it moves to.
      authorize(me, 'coaching.write', await clientRecordsTarget(db, me, clientId), 'You cannot move a plan to that client.');
      await assertIsClient(db, clientId);
    }
    // The client is written only when it changes: that is what carries the plan's diary entries along.
    const patch: Partial<PlanValues> = moves ? { ...body, client_id: clientId } : { ...body };
    if (coach_id !== undefined || moves) {
      patch.coach_id = await planCoach(db, me, clientId, coach_id, before.coach_id);
    }
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'action_plan' }, async (trx) => {
      const entriesBefore = moves ? await planEntries(trx, before.id) : [];
      await updatePlan(trx, before.id, patch);
      if (moves) await auditMovedEntries(trx, request, me.id, entriesBefore, await planEntries(trx, before.id));
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
