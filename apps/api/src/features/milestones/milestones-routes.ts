import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { milestoneEndpoints } from '@tc/contract/milestones-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertIs, clientRecordsTarget } from '../../auth/client-access';
import { authorize, listScope } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { route } from '../../lib/route';
import { softDeletable } from '../../lib/soft-delete';
import { type MilestoneValues, findMilestone, listMilestones, updateMilestone } from './milestones-repository';

/**
 * Milestones (docs/architecture.md#reports-and-outcomes) with the access of action plans (docs/architecture.md#access):
 * the client reads their own, a coach reads and records those of assigned
 * clients, an administrator everything, archived milestones and restore too.
 */
export async function milestonesRoutes(app: FastifyInstance) {
  const db = app.db;

  const milestones = softDeletable(db, {
    table: 'milestones',
    entity: 'milestone',
    find: findMilestone,
    notFound: 'Milestone not found.',
    notArchived: 'This milestone is not archived.',
  });

  route(app, milestoneEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    const { client_id, kind, from, to, archived, page = 1, pageSize = MAX_PAGE_SIZE } = request.query;
    if (archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if (client_id !== undefined) {
      authorize(me, 'coaching.read', await clientRecordsTarget(db, me, client_id), "This client's milestones are not available to you.");
    }
    const filters = { scope: listScope(me, 'coaching'), clientId: client_id, kind, from, to, archived: archived === 'true' };
    // A list that can grow answers one page at most (docs/architecture.md#api-conventions), and always its total.
    const { rows, total } = await listMilestones(db, filters, pageSize, (page - 1) * pageSize);
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  route(app, milestoneEndpoints.get, (request) => milestones.get(request, request.params.id));

  route(app, milestoneEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, body.client_id), 'You cannot record milestones for this client.');
    await assertIs(db, 'client', body.client_id);
    const values: MilestoneValues = {
      client_id: body.client_id,
      kind: body.kind,
      date: body.date,
      value: body.value ?? null,
      notes: body.notes ?? null,
      recorded_by: me.id,
    };
    return reply.code(201).send(await milestones.create(request, me, values));
  });

  route(app, milestoneEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await milestones.writable(me, request.params.id, "You cannot change this client's milestones.");
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'milestone' }, async (trx) => {
      await updateMilestone(trx, before.id, request.body);
      return { id: before.id, before, after: (await findMilestone(trx, before.id))! };
    });
    return after;
  });

  route(app, milestoneEndpoints.remove, (request) =>
    milestones.remove(request, request.params.id, "You cannot delete this client's milestones."),
  );

  route(app, milestoneEndpoints.restore, (request) => milestones.restore(request, request.params.id));
}
