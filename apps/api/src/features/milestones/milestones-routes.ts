import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { milestoneEndpoints } from '@tc/contract/milestones-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { clientRecordsTarget } from '../../auth/client-access';
import { type Actor, authorize, can, hideUnless, listScope } from '../../auth/policy';
import { findUserById } from '../../db/users-lookup';
import { audited } from '../../lib/audited';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { setArchived } from '../../lib/soft-delete';
import { type MilestoneValues, findMilestone, insertMilestone, listMilestones, updateMilestone } from './milestones-repository';

const NOT_FOUND = 'Milestone not found.';

/**
 * Milestones (DESIGN section 5b) with the access of action plans (section 6):
 * the client reads their own, a coach reads and records those of assigned
 * clients, an administrator everything, archived milestones and restore too.
 */
export async function milestonesRoutes(app: FastifyInstance) {
  const db = app.db;

  /** A live milestone the actor may read, else 404 whether or not it exists. */
  async function loadReadable(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const milestone = await findMilestone(db, id, opts);
    if (!milestone) throw notFound(NOT_FOUND);
    hideUnless(me, 'milestones.read', await clientRecordsTarget(db, me, milestone.client_id), NOT_FOUND);
    return milestone;
  }

  route(app, milestoneEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    const { client_id, kind, from, to, archived, page = 1, pageSize = MAX_PAGE_SIZE } = request.query;
    if (archived === 'true') authorize(me, 'coaching.admin');
    // A named client the actor may not see is refused outright rather than listed empty.
    if (client_id !== undefined) {
      authorize(me, 'milestones.read', await clientRecordsTarget(db, me, client_id), "This client's milestones are not available to you.");
    }
    const filters = { scope: listScope(me, 'coaching'), clientId: client_id, kind, from, to, archived: archived === 'true' };
    // A list that can grow answers one page at most (DESIGN section 4), and always its total.
    const { rows, total } = await listMilestones(db, filters, pageSize, (page - 1) * pageSize);
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  route(app, milestoneEndpoints.get, async (request) => {
    const me = await requireUser(request);
    return loadReadable(me, request.params.id, { includeArchived: can(me, 'coaching.admin') });
  });

  route(app, milestoneEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'milestones.write', await clientRecordsTarget(db, me, body.client_id), 'You cannot record milestones for this client.');
    const client = await findUserById(db, body.client_id);
    if (!client || client.category_id !== ROLES.CLIENT) throw fieldError('client_id', `User ${body.client_id} is not a client.`);
    const values: MilestoneValues = {
      client_id: body.client_id,
      kind: body.kind,
      date: body.date,
      value: body.value ?? null,
      notes: body.notes ?? null,
      recorded_by: me.id,
    };
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'milestone' }, async (trx) => {
      const id = await insertMilestone(trx, values);
      return { id, after: (await findMilestone(trx, id))! };
    });
    return reply.code(201).send(after);
  });

  route(app, milestoneEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'milestones.write', await clientRecordsTarget(db, me, before.client_id), "You cannot change this client's milestones.");
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'milestone' }, async (trx) => {
      await updateMilestone(trx, before.id, request.body);
      return { id: before.id, before, after: (await findMilestone(trx, before.id))! };
    });
    return after;
  });

  route(app, milestoneEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'milestones.write', await clientRecordsTarget(db, me, before.client_id), "You cannot delete this client's milestones.");
    await audited(request, { actor: me, action: 'delete', entity: 'milestone' }, async (trx) => {
      await setArchived(trx, 'milestones', before.id, true);
      return { id: before.id, before };
    });
    return { id: before.id };
  });

  route(app, milestoneEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.admin');
    const before = await findMilestone(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (!before.archivedAt) throw conflict('This milestone is not archived.');
    const { after } = await audited(request, { actor: me, action: 'restore', entity: 'milestone' }, async (trx) => {
      await setArchived(trx, 'milestones', before.id, false);
      return { id: before.id, before, after: (await findMilestone(trx, before.id))! };
    });
    return after;
  });
}
