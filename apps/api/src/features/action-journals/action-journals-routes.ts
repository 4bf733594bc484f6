import { actionJournalEndpoints } from '@tc/contract/action-journals-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientRecordsTarget } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can, hideUnless, listScope } from '../../auth/policy';
import { findLivePlan, isCoachOfClient } from '../../db/coaching-lookup';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { setArchived } from '../../lib/soft-delete';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import {
  type EntryValues,
  type JournalFilters,
  findEntry,
  insertEntry,
  listEntries,
  summarize,
  updateEntry,
} from './action-journals-repository';

const NOT_FOUND = 'Journal entry not found.';

/** The coach whose time it is: a coach logs their own; an administrator names a coach of the client, or the plan's. */
async function entryCoach(db: Db, me: Actor, clientId: number, requested: number | undefined, fallback: number | null) {
  if (me.category_id === ROLES.COACH) {
    if (requested !== undefined && requested !== me.id) throw forbidden('A coach logs their own time.');
    return me.id;
  }
  const coachId = requested ?? fallback;
  if (coachId === null) throw fieldError('coach_id', 'Name the coach who spent this time.');
  if (!(await isCoachOfClient(db, coachId, clientId))) throw fieldError('coach_id', 'That coach is not assigned to this client.');
  return coachId;
}

export async function actionJournalsRoutes(app: FastifyInstance) {
  const db = app.db;

  /** Narrows a listing to what the actor may read: 403 for a named client they may not see, 404 for such a plan. */
  async function scope(me: Actor, f: Omit<JournalFilters, 'scope'>): Promise<JournalFilters> {
    if (f.archived) authorize(me, 'coaching.admin');
    let planClient: number | undefined;
    if (f.actionplanId !== undefined) {
      const plan = await findLivePlan(db, f.actionplanId);
      if (!plan) throw notFound('Action plan not found.');
      hideUnless(me, 'coaching.read', await clientRecordsTarget(db, me, plan.client_id), 'Action plan not found.');
      planClient = plan.client_id;
    }
    if (f.clientId !== undefined) {
      authorize(me, 'coaching.read', await clientRecordsTarget(db, me, f.clientId), 'This time diary is not available to you.');
    }
    // A plan's entries are its client's, whom the actor was just allowed to read: that client is the scope.
    return { ...f, scope: planClient !== undefined ? { client: planClient } : listScope(me, 'coaching') };
  }

  async function sendList(
    reply: FastifyReply,
    me: Actor,
    f: Omit<JournalFilters, 'scope'>,
    pageQuery: { page?: number; pageSize?: number },
  ) {
    const page = paging(pageQuery, 50);
    const { rows, total } = await listEntries(db, await scope(me, f), page);
    // A list that can grow answers one page at most, and always its total (DESIGN section 4).
    sendTotal(reply, total);
    return rows;
  }

  async function loadReadable(me: Actor, id: number, opts: { includeArchived?: boolean } = {}) {
    const entry = await findEntry(db, id, opts);
    if (!entry) throw notFound(NOT_FOUND);
    hideUnless(me, 'coaching.read', await clientRecordsTarget(db, me, entry.client_id), NOT_FOUND);
    return entry;
  }

  /** A live plan the actor may log time against. */
  async function writablePlan(me: Actor, planId: number) {
    const plan = await findLivePlan(db, planId);
    if (!plan) throw fieldError('actionplan_id', `There is no action plan ${planId}.`);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, plan.client_id), 'You cannot log time for this client.');
    return plan;
  }

  route(app, actionJournalEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    const { client_id, actionplan_id, coach_id, from, to, archived, page, pageSize } = request.query;
    const filters = { clientId: client_id, actionplanId: actionplan_id, coachId: coach_id, from, to, archived: archived === 'true' };
    return sendList(reply, me, filters, { page, pageSize });
  });

  route(app, actionJournalEndpoints.filter, async (request, reply) => {
    const me = await requireUser(request);
    const { actionplan_id, coach_id, page, pageSize } = request.query;
    return sendList(reply, me, { actionplanId: actionplan_id, coachId: coach_id }, { page, pageSize });
  });

  route(app, actionJournalEndpoints.summary, async (request) => {
    const me = await requireUser(request);
    const { client_id, actionplan_id, coach_id, from, to } = request.query;
    const f = await scope(me, { clientId: client_id, actionplanId: actionplan_id, coachId: coach_id, from, to });
    return summarize(db, { ...f, clientId: client_id });
  });

  route(app, actionJournalEndpoints.get, async (request) => {
    const me = await requireUser(request);
    return loadReadable(me, request.params.id, { includeArchived: can(me, 'coaching.admin') });
  });

  route(app, actionJournalEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    const plan = await writablePlan(me, body.actionplan_id);
    const values: EntryValues = {
      actionplan_id: plan.id,
      client_id: plan.client_id,
      coach_id: await entryCoach(db, me, plan.client_id, body.coach_id, plan.coach_id),
      date: body.date,
      minutes: body.minutes,
      activity: body.activity,
      notes: body.notes ?? null,
    };
    const { after } = await audited(request, { actor: me, action: 'create', entity: 'action_journal' }, async (trx) => {
      const id = await insertEntry(trx, values);
      return { id, after: (await findEntry(trx, id))! };
    });
    return reply.code(201).send(after);
  });

  route(app, actionJournalEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, before.client_id), "You cannot change this client's time diary.");
    const { coach_id, ...body } = request.body;
    const actionplan_id = body.actionplan_id;
    const newCoach = coach_id !== undefined && coach_id !== before.coach_id;
    const newPlan = actionplan_id !== undefined && actionplan_id !== before.actionplan_id;
    // A co-coach may correct the entry, but only its coach or an administrator makes its minutes another coach's or plan's.
    if (newCoach || newPlan) {
      authorize(
        me,
        'coaching.moveEntry',
        before,
        'Only the coach who logged this time or an administrator can give it to another coach or plan.',
      );
    }
    if (newPlan) {
      const plan = await writablePlan(me, actionplan_id);
      if (plan.client_id !== before.client_id) {
        throw fieldError('actionplan_id', "An entry stays with its client: choose one of this client's plans.");
      }
    }
    const patch: Partial<EntryValues> = { ...body };
    if (newCoach) patch.coach_id = await entryCoach(db, me, before.client_id, coach_id, before.coach_id);
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'action_journal' }, async (trx) => {
      await updateEntry(trx, before.id, patch);
      return { id: before.id, before, after: (await findEntry(trx, before.id))! };
    });
    return after;
  });

  route(app, actionJournalEndpoints.remove, async (request) => {
    const me = await requireUser(request);
    const before = await loadReadable(me, request.params.id);
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, before.client_id), "You cannot change this client's time diary.");
    await audited(request, { actor: me, action: 'delete', entity: 'action_journal' }, async (trx) => {
      await setArchived(trx, 'action_journals', before.id, true);
      return { id: before.id, before };
    });
    return { id: before.id };
  });

  route(app, actionJournalEndpoints.restore, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.admin');
    const before = await findEntry(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (!before.archivedAt) throw conflict('This journal entry is not archived.');
    if (!(await findLivePlan(db, before.actionplan_id))) throw conflict('Its action plan is archived: restore the plan first.');
    const { after } = await audited(request, { actor: me, action: 'restore', entity: 'action_journal' }, async (trx) => {
      await setArchived(trx, 'action_journals', before.id, false);
      return { id: before.id, before, after: (await findEntry(trx, before.id))! };
    });
    return after;
  });
}
