import { deletedSchema, idParamsSchema, idSchema } from '@tc/contract/common';
import { ROLES } from '@tc/contract/roles';
import {
  USER_SORTS,
  clientListItemSchema,
  coachListItemSchema,
  coachesByRegionQuerySchema,
  createUserBodySchema,
  peopleListQuerySchema,
  updateUserBodySchema,
  userListQuerySchema,
  userSchema,
} from '@tc/contract/users';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { authorize, can } from '../../auth/policy';
import { writeAudit } from '../../lib/audit';
import { conflict, fieldError, forbidden, notFound, usernameConflict } from '../../lib/errors';
import { paging, parseSort } from '../../lib/listing';
import { nowIso } from '../../lib/time';
import { canonicalRegion } from '../regions/regions-repository';
import {
  type UserFilters,
  type UserPatch,
  type UserRow,
  clientCountsOfCoaches,
  coachesOfClients,
  countOtherActiveAdmins,
  findUserById,
  insertUser,
  listUsers,
  toUser,
  updateUser,
  usernameTaken,
} from './users-repository';

const usersSchema = z.array(userSchema);
const clientsSchema = z.array(clientListItemSchema);
const coachesSchema = z.array(coachListItemSchema);
const coachIdParamsSchema = z.object({ coachId: idSchema });
const tags = ['users'];

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  async function sendList(
    reply: FastifyReply,
    query: { q?: string; sort?: string; page?: number; pageSize?: number },
    filters: UserFilters,
  ) {
    const page = paging(query);
    const sort = parseSort(query.sort, USER_SORTS, 'lastname');
    const { rows, total } = await listUsers(db, { ...filters, q: query.q }, sort, page);
    if (page.paged) reply.header('X-Total-Count', String(total));
    return rows.map(toUser);
  }

  async function sendClients(reply: FastifyReply, query: Parameters<typeof sendList>[1], filters: UserFilters) {
    const users = await sendList(reply, query, { ...filters, categories: [ROLES.CLIENT] });
    const coaches = await coachesOfClients(
      db,
      users.map((u) => u.id),
    );
    return users.map((u) => ({ ...u, coaches: coaches.get(u.id) ?? [] }));
  }

  async function sendCoaches(reply: FastifyReply, query: Parameters<typeof sendList>[1], filters: UserFilters) {
    const users = await sendList(reply, query, { ...filters, categories: [ROLES.COACH] });
    const counts = await clientCountsOfCoaches(
      db,
      users.map((u) => u.id),
    );
    return users.map((u) => ({ ...u, client_count: counts.get(u.id) ?? 0 }));
  }

  /** The last active administrator must stay, whoever asks. */
  async function assertNotLastAdmin(target: UserRow, message: string) {
    if (target.category_id !== ROLES.ADMIN || target.status !== 'active' || target.deleted_at) return;
    if ((await countOtherActiveAdmins(db, target.id)) === 0) throw conflict(message);
  }

  r.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Every user of every category (administrators)',
        querystring: userListQuerySchema,
        response: { 200: usersSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'users.listAll');
      const { category_id, status, region, archived, ...list } = request.query;
      return sendList(reply, list, {
        categories: category_id ? [category_id] : undefined,
        status,
        region,
        archived: archived === 'true',
      });
    },
  );

  r.get(
    '/users/clients',
    {
      schema: {
        tags,
        summary: 'Clients with their coaches (administrators and coaches)',
        querystring: peopleListQuerySchema,
        response: { 200: clientsSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'users.listClients');
      const { status, region, ...list } = request.query;
      return sendClients(reply, list, { status, region });
    },
  );

  r.get(
    '/users/coaches',
    {
      schema: {
        tags,
        summary: 'Coaches with their client counts (administrators and coaches)',
        querystring: peopleListQuerySchema,
        response: { 200: coachesSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'users.listCoaches');
      const { status, region, ...list } = request.query;
      return sendCoaches(reply, list, { status, region });
    },
  );

  r.get(
    '/users/coaches-by-region',
    { schema: { tags, summary: 'Coaches of one region', querystring: coachesByRegionQuerySchema, response: { 200: coachesSchema } } },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'users.listCoaches');
      const { region, ...list } = request.query;
      return sendCoaches(reply, list, { region });
    },
  );

  const associatedClients = {
    schema: {
      tags,
      summary: "A coach's assigned clients",
      params: coachIdParamsSchema,
      querystring: peopleListQuerySchema,
      response: { 200: clientsSchema },
    },
  };
  const associatedHandler = async (request: any, reply: FastifyReply) => {
    const me = await requireUser(request);
    const { coachId } = request.params as z.infer<typeof coachIdParamsSchema>;
    authorize(me, 'users.associatedClients', coachId);
    const coach = await findUserById(db, coachId);
    if (!coach || coach.category_id !== ROLES.COACH) throw notFound('Coach not found.');
    const { status, region, ...list } = request.query as z.infer<typeof peopleListQuerySchema>;
    return sendClients(reply, list, { status, region, coachId });
  };
  // The first path keeps the spec's spelling; the second is the readable one.
  r.get('/users/assosiatedCilents/:coachId', associatedClients, associatedHandler);
  r.get('/users/associated-clients/:coachId', associatedClients, associatedHandler);

  r.post(
    '/users/create',
    {
      schema: {
        tags,
        summary: 'Create a coach or client (coaches: clients only)',
        body: createUserBodySchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const body = request.body;
      authorize(me, 'users.create', body.category_id, 'Coaches can create clients only.');
      if (await usernameTaken(db, body.username)) throw usernameConflict();
      const region = body.region ? await canonicalRegion(db, body.region) : null;
      const { password, ...fields } = body;
      const password_hash = await hashPassword(password);
      const created = await db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, { ...fields, region, password_hash });
        // A coach's new client is that coach's client.
        if (me.category_id === ROLES.COACH) {
          const now = nowIso();
          await trx.insertInto('client_coach').values({ client_id: user.id, coach_id: me.id, created_at: now, updated_at: now }).execute();
        }
        await writeAudit(trx, { actorId: me.id, action: 'create', entity: 'user', entityId: user.id, after: toUser(user), ip: request.ip });
        return user;
      });
      return reply.code(201).send(toUser(created));
    },
  );

  r.get('/users/:id', { schema: { tags, summary: 'One user', params: idParamsSchema, response: { 200: userSchema } } }, async (request) => {
    const me = await requireUser(request);
    const { id } = request.params;
    // A client may read only themself: refuse before looking, so ids do not leak.
    if (me.id !== id && !can(me, 'users.listClients')) throw forbidden();
    const target = await findUserById(db, id, { includeArchived: can(me, 'users.listArchived') });
    if (!target) throw notFound('User not found.');
    authorize(me, 'users.read', target);
    return toUser(target);
  });

  r.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Update a user (yourself, or anyone as an administrator)',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { id } = request.params;
      if (me.id !== id && !can(me, 'users.updateAccount')) throw forbidden('You can only update your own account.');
      const target = await findUserById(db, id);
      if (!target) throw notFound('User not found.');
      authorize(me, 'users.update', target);
      const { password, current_password, ...body } = request.body;

      const accountChanges = (['username', 'category_id', 'status'] as const).filter((k) => body[k] !== undefined && body[k] !== target[k]);
      if (accountChanges.length && !can(me, 'users.updateAccount')) {
        throw forbidden(`Only an administrator can change ${accountChanges.join(', ')}.`);
      }
      if ((body.category_id !== undefined && body.category_id !== ROLES.ADMIN) || body.status === 'inactive') {
        await assertNotLastAdmin(target, 'The centre needs at least one active administrator: this change would leave none.');
      }
      if (body.username && body.username !== target.username && (await usernameTaken(db, body.username, id))) {
        throw usernameConflict();
      }
      const patch: UserPatch = { ...body };
      if (body.region) patch.region = await canonicalRegion(db, body.region);
      if (password !== undefined) {
        if (me.id === id) {
          if (!current_password) throw fieldError('current_password', 'Enter your current password to set a new one.');
          if (!(await verifyPassword(target.password_hash, current_password))) {
            throw fieldError('current_password', 'Your current password is not correct.');
          }
        }
        patch.password_hash = await hashPassword(password);
      } else if (current_password !== undefined) {
        throw fieldError('current_password', 'current_password goes with a new password.');
      }
      // What changes who may sign in, or as what, ends every session of that user.
      patch.bumpTokenVersion = password !== undefined || accountChanges.some((k) => k !== 'username');

      const updated = await db.transaction().execute(async (trx) => {
        const row = await updateUser(trx, id, patch);
        await writeAudit(trx, {
          actorId: me.id,
          action: 'update',
          entity: 'user',
          entityId: id,
          before: toUser(target),
          after: toUser(row),
          ip: request.ip,
        });
        return row;
      });
      return toUser(updated);
    },
  );

  r.delete(
    '/users/:id',
    { schema: { tags, summary: 'Archive a user (soft delete; administrators)', params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      const me = await requireUser(request);
      authorize(me, 'users.delete');
      const { id } = request.params;
      const target = await findUserById(db, id);
      if (!target) throw notFound('User not found.');
      await assertNotLastAdmin(target, 'The centre needs at least one active administrator: this one cannot be archived.');
      await db.transaction().execute(async (trx) => {
        const row = await updateUser(trx, id, { deleted_at: nowIso(), bumpTokenVersion: true });
        await writeAudit(trx, {
          actorId: me.id,
          action: 'delete',
          entity: 'user',
          entityId: id,
          before: toUser(target),
          after: toUser(row),
          ip: request.ip,
        });
      });
      return { id };
    },
  );

  r.post(
    '/users/:id/restore',
    { schema: { tags, summary: 'Restore an archived user (administrators)', params: idParamsSchema, response: { 200: userSchema } } },
    async (request) => {
      const me = await requireUser(request);
      authorize(me, 'users.restore');
      const { id } = request.params;
      const target = await findUserById(db, id, { includeArchived: true });
      if (!target) throw notFound('User not found.');
      if (!target.deleted_at) throw conflict('This user is not archived.');
      const restored = await db.transaction().execute(async (trx) => {
        const row = await updateUser(trx, id, { deleted_at: null });
        await writeAudit(trx, {
          actorId: me.id,
          action: 'restore',
          entity: 'user',
          entityId: id,
          before: toUser(target),
          after: toUser(row),
          ip: request.ip,
        });
        return row;
      });
      return toUser(restored);
    },
  );
}
