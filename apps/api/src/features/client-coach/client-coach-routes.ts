import {
  clientCoachListQuerySchema,
  clientCoachSchema,
  createClientCoachBodySchema,
  updateClientCoachBodySchema,
} from '@tc/contract/coaching';
import { deletedSchema, idParamsSchema } from '@tc/contract/common';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate';
import { authorize, hideUnless } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { writeAudit } from '../../lib/audit';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { paging } from '../../lib/listing';
import { findUserById } from '../users/users-repository';
import { deleteAssignment, findAssignment, findPair, insertAssignment, listAssignments, updateAssignment } from './client-coach-repository';

const tags = ['client-coach'];
const NOT_FOUND = 'Client–coach relationship not found.';

/** The client must be a client and the coach a coach, both current (400 otherwise). */
async function assertPeople(db: Db, clientId: number, coachId: number) {
  const [client, coach] = await Promise.all([findUserById(db, clientId), findUserById(db, coachId)]);
  if (!client || client.category_id !== ROLES.CLIENT) throw fieldError('client_id', `User ${clientId} is not a client.`);
  if (!coach || coach.category_id !== ROLES.COACH) throw fieldError('coach_id', `User ${coachId} is not a coach.`);
}

export async function clientCoachRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  async function loadVisible(actor: { id: number; category_id: number }, id: number) {
    const found = await findAssignment(db, id);
    if (!found) throw notFound(NOT_FOUND);
    hideUnless(actor, 'clientCoach.read', found, NOT_FOUND);
    return found;
  }

  r.get(
    '/client-coach',
    {
      schema: {
        tags,
        summary: 'Assignments: all for administrators, your own otherwise',
        querystring: clientCoachListQuerySchema,
        response: { 200: z.array(clientCoachSchema) },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const { client_id, coach_id, ...pageQuery } = request.query;
      const filters = { clientId: client_id, coachId: coach_id };
      // Coaches and clients see only the assignments they are part of.
      if (me.category_id === ROLES.COACH) filters.coachId = me.id;
      if (me.category_id === ROLES.CLIENT) filters.clientId = me.id;
      if ((client_id !== undefined && client_id !== filters.clientId) || (coach_id !== undefined && coach_id !== filters.coachId)) {
        return [];
      }
      const page = paging(pageQuery);
      const { rows, total } = await listAssignments(db, filters, page);
      if (page.paged) reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  r.get(
    '/client-coach/:id',
    { schema: { tags, summary: 'One assignment', params: idParamsSchema, response: { 200: clientCoachSchema } } },
    async (request) => loadVisible(await requireUser(request), request.params.id),
  );

  r.post(
    '/client-coach',
    {
      schema: {
        tags,
        summary: 'Assign a coach to a client (administrators)',
        body: createClientCoachBodySchema,
        response: { 201: clientCoachSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'clientCoach.write');
      const { client_id, coach_id } = request.body;
      await assertPeople(db, client_id, coach_id);
      if (await findPair(db, client_id, coach_id)) throw conflict('This coach is already assigned to this client.');
      const created = await db.transaction().execute(async (trx) => {
        const id = await insertAssignment(trx, client_id, coach_id);
        const row = (await findAssignment(trx, id))!;
        await writeAudit(trx, { actorId: me.id, action: 'create', entity: 'client_coach', entityId: id, after: row, ip: request.ip });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  r.put(
    '/client-coach',
    {
      schema: {
        tags,
        summary: 'Change an assignment; the id is in the body (administrators)',
        body: updateClientCoachBodySchema,
        response: { 200: clientCoachSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      authorize(me, 'clientCoach.write');
      const { id, client_id, coach_id } = request.body;
      const before = await loadVisible(me, id);
      await assertPeople(db, client_id, coach_id);
      if (await findPair(db, client_id, coach_id, id)) throw conflict('This coach is already assigned to this client.');
      return db.transaction().execute(async (trx) => {
        await updateAssignment(trx, id, client_id, coach_id);
        const after = (await findAssignment(trx, id))!;
        await writeAudit(trx, { actorId: me.id, action: 'update', entity: 'client_coach', entityId: id, before, after, ip: request.ip });
        return after;
      });
    },
  );

  r.delete(
    '/client-coach/:id',
    {
      schema: {
        tags,
        summary: 'Remove an assignment (administrators); the coach loses access at once',
        params: idParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      authorize(me, 'clientCoach.write');
      const { id } = request.params;
      const before = await loadVisible(me, id);
      await db.transaction().execute(async (trx) => {
        await deleteAssignment(trx, id);
        await writeAudit(trx, { actorId: me.id, action: 'delete', entity: 'client_coach', entityId: id, before, ip: request.ip });
      });
      return { id };
    },
  );
}
