import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import type { PlanStatus } from '@tc/contract/coaching';
import type { FastifyInstance } from 'fastify';
import { assertIs, clientRecordsTarget, requireUserWithClient } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, listScope, writtenAs } from '../../auth/policy';
import { isCoachOfClient } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { softDeletable } from '../../lib/soft-delete';
import { createCursors } from '../../lib/cursor';
import { fieldError } from '../../lib/errors';
import { sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { type PlanFilters, type PlanValues, findPlan, listPlans, updatePlan } from './action-plans-repository';
import { auditMovedEntries, planEntries } from './plan-entries-audit';

/**
 * The coach a plan is written by: a coach always writes as themself; an
 * administrator may name any coach assigned to the client, or none.
 */
async function planCoach(db: Db, me: Actor, clientId: number, requested: number | null | undefined, current: number | null) {
  const own = writtenAs(me, requested, 'A coach writes plans as themself.');
  if (own !== undefined) return own;
  const coachId = requested === undefined ? current : requested;
  if (coachId !== null && !(await isCoachOfClient(db, coachId, clientId))) {
    throw fieldError('coach_id', 'That coach is not assigned to this client.');
  }
  return coachId;
}

/**
 * The status and due date a body sets (docs/architecture.md#plan-status-and-steps): `finished_at` is stamped when a
 * plan becomes done or dropped and cleared when it is reopened; a status that does not change keeps its stamp.
 */
function statusChange(body: { status?: PlanStatus; due_date?: string | null }, current: PlanStatus): Partial<PlanValues> {
  const change: Partial<PlanValues> = body.due_date !== undefined ? { due_date: body.due_date } : {};
  if (body.status !== undefined && body.status !== current) {
    change.status = body.status;
    change.finished_at = body.status === 'open' ? null : nowIso();
  }
  return change;
}

export async function actionPlansRoutes(app: FastifyInstance) {
  const db = app.db;
  const cursors = createCursors(app.config.jwtSecret);
  const plans = softDeletable(db, {
    table: 'action_plans',
    entity: 'action_plan',
    find: findPlan,
    notFound: 'Action plan not found.',
    notArchived: 'This action plan is not archived.',
  });

  route(app, actionPlanEndpoints.list, async (request, reply) => {
    const { clientId, coachId, page, pageSize, after, archived, status } = request.query;
    // For a named client, the user is reloaded and their access to the client read in one statement.
    const signedIn = clientId === undefined ? { me: await requireUser(request) } : await requireUserWithClient(request, clientId);
    const { me } = signedIn;
    const from = after === undefined ? undefined : cursors.decode(after, 'after');
    if (archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if ('target' in signedIn) authorize(me, 'coaching.read', signedIn.target, 'These action plans are not available to you.');
    // A named client was authorised just above: the actor's scope adds nothing but a subquery to each statement.
    const scope = clientId !== undefined ? { all: true as const } : listScope(me, 'coaching');
    const filters: PlanFilters = { scope, clientId, coachId, archived: archived === 'true', status };
    const { rows, total, next } = await listPlans(db, filters, { pageSize, offset: (page - 1) * pageSize, after: from });
    sendTotal(reply, total);
    return { total, page, pageSize, actionPlans: rows, ...(next ? { next: cursors.encode(next) } : {}) };
  });

  route(app, actionPlanEndpoints.get, (request) => plans.get(request, request.params.id));

  route(app, actionPlanEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, body.client_id), 'You cannot write action plans for this client.');
    await assertIs(db, 'client', body.client_id);
    const values: PlanValues = {
      client_id: body.client_id,
      coach_id: await planCoach(db, me, body.client_id, body.coach_id, null),
      date: body.date,
      summary: body.summary,
      description: body.description ?? null,
      private_note: body.privateNote ?? null,
      ...statusChange(body, 'open'),
    };
    return reply.code(201).send(await plans.create(request, me, values));
  });

  route(app, actionPlanEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await plans.writable(me, request.params.id, "You cannot change this client's action plans.");
    const { coach_id, client_id, privateNote, ...body } = request.body;
    const clientId = client_id ?? before.client_id;
    const moves = clientId !== before.client_id;
    // A co-coach may edit the plan, but only its author or an administrator gives it another client or coach.
    if (moves || (coach_id !== undefined && coach_id !== before.coach_id)) {
      authorize(me, 'coaching.move', before, "Only the plan's author or an administrator can move it to another client or coach.");
    }
    if (moves) {
      // Moving a plan needs the same right over the client it moves to.
      authorize(me, 'coaching.write', await clientRecordsTarget(db, me, clientId), 'You cannot move a plan to that client.');
      await assertIs(db, 'client', clientId);
    }
    // The client is written only when it changes: that is what carries the plan's diary entries along.
    const { status: _status, ...fields } = body;
    const patch: Partial<PlanValues> = {
      ...fields,
      ...statusChange(body, before.status ?? 'open'),
      ...(moves ? { client_id: clientId } : {}),
    };
    if (privateNote !== undefined) patch.private_note = privateNote;
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

  route(app, actionPlanEndpoints.remove, (request) =>
    plans.remove(request, request.params.id, "You cannot delete this client's action plans."),
  );

  route(app, actionPlanEndpoints.restore, (request) => plans.restore(request, request.params.id));
}
