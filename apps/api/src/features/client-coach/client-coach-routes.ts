import { clientCoachEndpoints } from '@tc/contract/client-coach-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertIs } from '../../auth/client-access';
import { authorize, hideUnless, listScope } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { conflict, notFound } from '../../lib/errors';
import { sendHandoffs } from '../../lib/handoffs';
import { paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { deleteAssignment, findAssignment, findPair, insertAssignment, listAssignments, updateAssignment } from './client-coach-repository';

const NOT_FOUND = 'Client–coach relationship not found.';

/** The client must be a client and the coach a coach, both current (400 otherwise, the client's fault first). */
async function assertPeople(db: Db, clientId: number, coachId: number) {
  await assertIs(db, 'client', clientId);
  await assertIs(db, 'coach', coachId);
}

export async function clientCoachRoutes(app: FastifyInstance) {
  const db = app.db;

  async function loadVisible(actor: { id: number; category_id: number }, id: number) {
    const found = await findAssignment(db, id);
    if (!found) throw notFound(NOT_FOUND);
    hideUnless(actor, 'clientCoach.read', found, NOT_FOUND);
    return found;
  }

  route(app, clientCoachEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    const { client_id, coach_id, ...pageQuery } = request.query;
    const filters = { scope: listScope(me, 'assignments'), clientId: client_id, coachId: coach_id };
    const page = paging(pageQuery);
    const { rows, total } = await listAssignments(db, filters, page);
    // A list that can grow answers one page at most, and always its total (docs/architecture.md#api-conventions).
    sendTotal(reply, total);
    return rows;
  });

  route(app, clientCoachEndpoints.get, async (request) => loadVisible(await requireUser(request), request.params.id));

  route(app, clientCoachEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'clientCoach.write');
    const { client_id, coach_id } = request.body;
    await assertPeople(db, client_id, coach_id);
    if (await findPair(db, client_id, coach_id)) throw conflict('This coach is already assigned to this client.');
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'client_coach' }, async (trx) => {
      const id = await insertAssignment(trx, client_id, coach_id);
      return { id, after: (await findAssignment(trx, id))! };
    });
    // Once the assignment is stored: the coach and the client are told (a failed email never undoes it).
    await sendHandoffs(request, me.id, [{ clientId: client_id, coachId: coach_id }]);
    return reply.code(201).send(after);
  });

  route(app, clientCoachEndpoints.update, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'clientCoach.write');
    const { id, client_id, coach_id } = request.body;
    const before = await loadVisible(me, id);
    await assertPeople(db, client_id, coach_id);
    if (await findPair(db, client_id, coach_id, id)) throw conflict('This coach is already assigned to this client.');
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'client_coach' }, async (trx) => {
      await updateAssignment(trx, id, client_id, coach_id);
      return { id, before, after: (await findAssignment(trx, id))! };
    });
    // Another coach or another client is a new hand-off; the same pair saved again is none.
    if (before.client_id !== client_id || before.coach_id !== coach_id) {
      await sendHandoffs(request, me.id, [{ clientId: client_id, coachId: coach_id }]);
    }
    return after;
  });

  route(app, clientCoachEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'clientCoach.write');
    const { id } = request.params;
    const before = await loadVisible(me, id);
    await audited(request, { actor: me, action: 'delete', entity: 'client_coach' }, async (trx) => {
      await deleteAssignment(trx, id);
      return { id, before };
    });
    return { id };
  });
}
