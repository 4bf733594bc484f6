import { ROLES } from '@tc/contract/roles';
import { USER_SORTS } from '@tc/contract/users';
import { userEndpoints } from '@tc/contract/users-endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { authorize, can } from '../../auth/policy';
import { signInThrottle } from '../../auth/sign-in-throttle';
import { canonicalRegion } from '../../db/regions-lookup';
import { findUserById, toUser, usernameTaken } from '../../db/users-lookup';
import { insertUser, updateUser } from '../../db/users-store';
import { audited } from '../../lib/audited';
import { conflict, forbidden, notFound, usernameConflict } from '../../lib/errors';
import { paging, parseSort, sendTotal } from '../../lib/listing';
import { type HandlerOf, route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { type UserFilters, clientCountsOfCoaches, coachesOfClients, listUsers } from './users-repository';
import { assignNewClient } from './new-client-assignment';
import { assertNotLastAdmin, userPatch } from './users-update-rules';

export async function usersRoutes(app: FastifyInstance) {
  const db = app.db;
  const throttle = signInThrottle(app);

  async function sendList(
    reply: FastifyReply,
    query: { q?: string; sort?: string; page?: number; pageSize?: number },
    filters: UserFilters,
  ) {
    const page = paging(query);
    const sort = parseSort(query.sort, USER_SORTS, 'lastname');
    const { rows, total } = await listUsers(db, { ...filters, q: query.q }, sort, page);
    // A list that can grow answers one page at most, and always its total (DESIGN section 4).
    sendTotal(reply, total);
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

  route(app, userEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'users.listAll');
    const { category_id, status, region, archived, ...list } = request.query;
    return sendList(reply, list, {
      categories: category_id ? [category_id] : undefined,
      status,
      region,
      archived: archived === 'true',
    });
  });

  route(app, userEndpoints.clients, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'users.listClients');
    const { status, region, ...list } = request.query;
    return sendClients(reply, list, { status, region });
  });

  route(app, userEndpoints.coaches, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'users.listCoaches');
    const { status, region, ...list } = request.query;
    return sendCoaches(reply, list, { status, region });
  });

  route(app, userEndpoints.coachesByRegion, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'users.listCoaches');
    const { region, ...list } = request.query;
    return sendCoaches(reply, list, { region });
  });

  const associatedHandler: HandlerOf<typeof userEndpoints.associatedClients> = async (request, reply) => {
    const me = await requireUser(request);
    const { coachId } = request.params;
    authorize(me, 'users.associatedClients', coachId);
    const coach = await findUserById(db, coachId);
    if (!coach || coach.category_id !== ROLES.COACH) throw notFound('Coach not found.');
    const { status, region, ...list } = request.query;
    return sendClients(reply, list, { status, region, coachId });
  };
  // The first path keeps the spec's spelling; the second is the readable one.
  route(app, userEndpoints.associatedClientsSpecSpelling, associatedHandler);
  route(app, userEndpoints.associatedClients, associatedHandler);

  route(app, userEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'users.create', body.category_id, 'Coaches can create clients only.');
    assertPasswordAcceptable(body.password, body);
    if (await usernameTaken(db, body.username)) throw usernameConflict();
    const region = body.region ? await canonicalRegion(db, body.region) : null;
    const { password, ...fields } = body;
    const password_hash = await hashPassword(password);
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'user' }, async (trx) => {
      const user = await insertUser(trx, { ...fields, region, password_hash });
      // A coach's new client is that coach's client, and the assignment is audited too.
      if (me.category_id === ROLES.COACH) await assignNewClient(trx, request, user, me.id);
      return { id: user.id, after: toUser(user) };
    });
    return reply.code(201).send(after);
  });

  route(app, userEndpoints.get, async (request) => {
    const me = await requireUser(request);
    const { id } = request.params;
    // A client may read only themself: refuse before looking, so ids do not leak.
    if (me.id !== id && !can(me, 'users.listClients')) throw forbidden();
    const target = await findUserById(db, id, { includeArchived: can(me, 'users.listArchived') });
    if (!target) throw notFound('User not found.');
    authorize(me, 'users.read', target);
    return toUser(target);
  });

  route(app, userEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const { id } = request.params;
    if (me.id !== id && !can(me, 'users.updateAccount')) throw forbidden('You can only update your own account.');
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found.');
    authorize(me, 'users.update', target);
    // The names the password must not hold: the record as this change leaves it.
    if (request.body.password !== undefined) assertPasswordAcceptable(request.body.password, { ...target, ...request.body });
    const patch = await userPatch(db, me, target, request.body, (pw) => throttle.verifyCurrentPassword(request, me, pw));
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'user' }, async (trx) => ({
      id,
      before: toUser(target),
      after: toUser(await updateUser(trx, id, patch)),
    }));
    return after;
  });

  route(app, userEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'users.delete');
    const { id } = request.params;
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found.');
    await assertNotLastAdmin(db, target, 'The centre needs at least one active administrator: this one cannot be archived.');
    await audited(request, { actor: me, action: 'delete', entity: 'user' }, async (trx) => ({
      id,
      before: toUser(target),
      after: toUser(await updateUser(trx, id, { deleted_at: nowIso(), bumpTokenVersion: true })),
    }));
    return { id };
  });

  route(app, userEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'users.restore');
    const { id } = request.params;
    const target = await findUserById(db, id, { includeArchived: true });
    if (!target) throw notFound('User not found.');
    if (!target.deleted_at) throw conflict('This user is not archived.');
    const { after } = await audited(request, { actor: me, action: 'restore', entity: 'user' }, async (trx) => ({
      id,
      before: toUser(target),
      after: toUser(await updateUser(trx, id, { deleted_at: null })),
    }));
    return after;
  });
}
