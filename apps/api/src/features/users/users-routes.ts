import { ROLES } from '@tc/contract/roles';
import { CLIENT_SORTS, USER_SORTS } from '@tc/contract/users';
import { userEndpoints } from '@tc/contract/users-endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { endOpenLinks, sendInvitation } from '../../auth/account-links';
import { hashPassword, unusablePasswordHash } from '../../auth/passwords';
import { authorize, can } from '../../auth/policy';
import { signInThrottle } from '../../auth/sign-in-throttle';
import { canonicalRegion } from '../../db/regions-repository';
import { findUserById, insertUser, toUser, updateUser, usernameTaken } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { assignCoach, sendHandoffs } from '../../lib/handoffs';
import { wantsCsv } from '../../lib/csv';
import { conflict, forbidden, notFound, usernameConflict } from '../../lib/errors';
import { paging, parseSort, sendTotal } from '../../lib/listing';
import { type HandlerOf, route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { type UserFilters, clientCountsOfCoaches, listUsers } from './users-repository';
import { sendClientsCsv } from './client-list-csv';
import { type ClientFilters, listClients } from './client-listing';
import { assertReassignTarget, listSoleClients, reassignSoleClients } from './coach-archive';
import { assertNotLastAdmin, userPatch } from './users-update-rules';
import { assertNoUpcomingSessions } from './client-closing';

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
    // A list that can grow answers one page at most, and always its total (docs/architecture.md#api-conventions).
    sendTotal(reply, total);
    return rows.map(toUser);
  }

  async function sendClients(reply: FastifyReply, query: Parameters<typeof sendList>[1], filters: ClientFilters) {
    const sort = parseSort(query.sort, CLIENT_SORTS, 'lastname');
    const { rows, total } = await listClients(db, { ...filters, q: query.q }, sort, paging(query));
    sendTotal(reply, total);
    return rows;
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
    const { status, region, mine, coach, no_coach, format, ...list } = request.query;
    // `mine` and `coach` each narrow to one coach's clients; together, to the clients both coach.
    const coachedBy = [...(mine ? [me.id] : []), ...(coach ? [coach] : [])];
    const filters: ClientFilters = { status, region, coachedBy, noCoach: no_coach };
    if (wantsCsv(format, request.headers.accept)) {
      const sort = parseSort(list.sort, CLIENT_SORTS, 'lastname');
      const source = { db, dialect: app.dialect, sqliteFile: app.config.sqliteFile };
      return sendClientsCsv(source, reply, me, { ...filters, q: list.q }, sort, mine ? 'my-clients' : 'clients');
    }
    return sendClients(reply, list, filters);
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
    return sendClients(reply, list, { status, region, coachedBy: [coachId] });
  };
  // The first path keeps the spec's spelling; the second is the readable one.
  route(app, userEndpoints.associatedClientsSpecSpelling, associatedHandler);
  route(app, userEndpoints.associatedClients, associatedHandler);

  route(app, userEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    authorize(me, 'users.create', body.category_id, 'Coaches can create clients only.');
    if (body.password !== undefined) assertPasswordAcceptable(body.password, body);
    if (await usernameTaken(db, body.username)) throw usernameConflict();
    const region = body.region ? await canonicalRegion(db, body.region) : null;
    const { password, send_invitation, ...fields } = body;
    // Without a password the account cannot be signed in to until its invitation sets one (docs/architecture.md#applications-and-accounts).
    const password_hash = password === undefined ? await unusablePasswordHash() : await hashPassword(password);
    // Without a password the account waits for its invitation: "Send invitation again" is offered.
    const waiting = password === undefined ? { password_set_at: null } : {};
    const { after, user } = await audited(request, { actor: me, action: 'create', entity: 'user' }, async (trx) => {
      const user = await insertUser(trx, { ...fields, region, password_hash, ...waiting });
      // A coach's new client is that coach's client, and the assignment is audited too.
      if (me.category_id === ROLES.COACH) await assignCoach(trx, request, user, me.id);
      return { id: user.id, after: toUser(user), user };
    });
    // No hand-off email here (docs/decisions/028-hand-offs.md): the coach who made the account is the one in
    // touch, and the client's email is the invitation that follows.
    if (password !== undefined && !send_invitation) return reply.code(201).send(after);
    // Sent once the account is stored: a mail server that is down loses nothing, and the answer says so.
    const invitation = await sendInvitation(request, user, me);
    return reply.code(201).send({ ...after, invitation_sent: invitation.sent });
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
    // Erasure is irreversible (decision 035): the anonymised record is not edited back into a person.
    if (target.erased_at !== null)
      throw conflict(`${target.firstname} ${target.lastname} was erased on request: the record cannot be changed.`);
    // The names the password must not hold: the record as this change leaves it.
    if (request.body.password !== undefined) assertPasswordAcceptable(request.body.password, { ...target, ...request.body });
    const patch = await userPatch(db, me, target, request.body, (pw) => throttle.verifyCurrentPassword(request, me, pw));
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'user' }, async (trx) => {
      const updated = await updateUser(trx, id, patch);
      // A new password or email address ends every link mailed before it (a link sent to an old address must not outlive it).
      if (patch.password_hash !== undefined || updated.email.toLowerCase() !== target.email.toLowerCase()) await endOpenLinks(trx, id);
      return { id, before: toUser(target), after: toUser(updated) };
    });
    return after;
  });

  route(app, userEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'users.delete');
    const { id } = request.params;
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found.');
    await assertNotLastAdmin(db, target, 'The centre needs at least one active administrator: this one cannot be archived.');
    await assertNoUpcomingSessions(db, target);
    const { reassign_to } = request.query;
    const heir = reassign_to === undefined ? undefined : await assertReassignTarget(db, target, reassign_to);
    let moved: number[] = [];
    await audited(request, { actor: me, action: 'delete', entity: 'user' }, async (trx) => {
      // The clients this coach alone coached go to the coach named, in the archive's transaction.
      if (heir) moved = await reassignSoleClients(trx, request, me.id, target, heir);
      return { id, before: toUser(target), after: toUser(await updateUser(trx, id, { deleted_at: nowIso(), bumpTokenVersion: true })) };
    });
    // Each moved client and their new coach are told, once the archive is stored.
    if (heir)
      await sendHandoffs(
        request,
        me.id,
        moved.map((clientId) => ({ clientId, coachId: heir.id })),
      );
    return { id };
  });

  route(app, userEndpoints.soleClients, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'users.delete');
    const coach = await findUserById(db, request.params.id);
    if (!coach || coach.category_id !== ROLES.COACH) throw notFound('Coach not found.');
    const { rows, total } = await listSoleClients(db, coach.id, paging(request.query));
    sendTotal(reply, total);
    return rows;
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
