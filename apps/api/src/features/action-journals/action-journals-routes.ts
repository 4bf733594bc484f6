import { actionJournalEndpoints } from '@tc/contract/action-journals-endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assertIs, clientRecordsTarget } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize, hideUnless, listScope, writtenAs } from '../../auth/policy';
import { findLivePlan, findLivePlanCoachedBy, isCoachOfClient } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { softDeletable } from '../../lib/soft-delete';
import { fieldError, notFound } from '../../lib/errors';
import { sendCsv } from '../../lib/csv';
import { paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { NO_PLAN } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import { type EntryValues, type JournalFilters, findEntry, listEntries, summarize, updateEntry } from './action-journals-repository';
import { diaryCsv } from './diary-csv';

/** The coach whose time it is: a coach logs their own; an administrator names a coach of the client, or the plan's. */
async function entryCoach(db: Db, me: Actor, clientId: number, requested: number | undefined, fallback: number | null) {
  const own = writtenAs(me, requested, 'A coach logs their own time.');
  if (own !== undefined) return own;
  const coachId = requested ?? fallback;
  if (coachId === null) throw fieldError('coach_id', 'Name the coach who spent this time.');
  if (!(await isCoachOfClient(db, coachId, clientId))) throw fieldError('coach_id', 'That coach is not assigned to this client.');
  return coachId;
}

export async function actionJournalsRoutes(app: FastifyInstance) {
  const db = app.db;
  const entries = softDeletable(db, {
    table: 'action_journals',
    entity: 'action_journal',
    find: findEntry,
    notFound: 'Journal entry not found.',
    notArchived: 'This journal entry is not archived.',
    // An entry lives under its plan: it comes back after the plan does (one without a plan, on its own).
    restoreBlocked: async (db, entry) =>
      entry.actionplan_id === null || (await findLivePlan(db, entry.actionplan_id))
        ? undefined
        : 'Its action plan is archived: restore the plan first.',
  });

  /** Narrows a listing to what the actor may read: 403 for a named client they may not see, 404 for such a plan. */
  async function scope(me: Actor, f: Omit<JournalFilters, 'scope'>): Promise<JournalFilters> {
    if (f.archived) authorize(me, 'coaching.admin');
    let planClient: number | undefined;
    if (f.actionplanId !== undefined && f.actionplanId !== NO_PLAN) {
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
    // A list that can grow answers one page at most, and always its total (docs/architecture.md#api-conventions).
    sendTotal(reply, total);
    return rows;
  }

  /** A live plan the actor may log time against: the plan and whether they coach its client, read in one statement. */
  async function writablePlan(me: Actor, planId: number) {
    const found = await findLivePlanCoachedBy(db, planId, me.id);
    if (!found) throw fieldError('actionplan_id', `There is no action plan ${planId}.`);
    const { plan, coaches } = found;
    // As clientRecordsTarget tells it: assigned is a coach's own assignment.
    const target = { clientId: plan.client_id, assigned: me.category_id === ROLES.COACH && coaches };
    authorize(me, 'coaching.write', target, 'You cannot log time for this client.');
    return plan;
  }

  /**
   * The client time is logged for: the plan's, or for time without a plan (docs/decisions/024) the
   * `client_id` given, which the actor must be allowed to write for.
   */
  async function entryClient(me: Actor, planId: number | null, clientId: number | undefined) {
    if (planId !== null) {
      const plan = await writablePlan(me, planId);
      if (clientId !== undefined && clientId !== plan.client_id) {
        throw fieldError('client_id', "That plan is of another client: choose one of this client's plans, or no plan.");
      }
      return { clientId: plan.client_id, planCoach: plan.coach_id };
    }
    if (clientId === undefined) throw fieldError('client_id', 'Choose the client this time was spent on.');
    authorize(me, 'coaching.write', await clientRecordsTarget(db, me, clientId), 'You cannot log time for this client.');
    await assertIs(db, 'client', clientId);
    return { clientId, planCoach: null };
  }

  /** The session time is logged from: a completed session of the entry's client. */
  async function loggedSession(clientId: number, sessionId: number): Promise<number> {
    const session = await db
      .selectFrom('coaching_sessions')
      .select(['id', 'client_id', 'status'])
      .where('id', '=', sessionId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!session || session.client_id !== clientId) throw fieldError('session_id', "Choose one of this client's sessions.");
    if (session.status !== 'completed') throw fieldError('session_id', 'Time is logged from a session once it is completed.');
    return session.id;
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

  // Every entry the list's filters match, as a file written out while it is read: no cap (a whole centre's
  // million entries for an administrator), the rows of the list's own scope.
  route(app, actionJournalEndpoints.exportCsv, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'coaching.export', undefined, 'Only administrators and coaches export the time diary.');
    const { client_id, actionplan_id, coach_id, from, to } = request.query;
    const f = await scope(me, { clientId: client_id, actionplanId: actionplan_id, coachId: coach_id, from, to });
    const source = { db, dialect: app.dialect, sqliteFile: app.config.sqliteFile };
    return sendCsv(reply, client_id === undefined ? 'time-diary' : `time-diary-${client_id}`, await diaryCsv(source, f));
  });

  route(app, actionJournalEndpoints.summary, async (request) => {
    const me = await requireUser(request);
    const { client_id, actionplan_id, coach_id, from, to } = request.query;
    const f = await scope(me, { clientId: client_id, actionplanId: actionplan_id, coachId: coach_id, from, to });
    return summarize(db, { ...f, clientId: client_id });
  });

  route(app, actionJournalEndpoints.get, (request) => entries.get(request, request.params.id));

  route(app, actionJournalEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    const body = request.body;
    const { clientId, planCoach } = await entryClient(me, body.actionplan_id, body.client_id);
    const values: EntryValues = {
      actionplan_id: body.actionplan_id,
      client_id: clientId,
      coach_id: await entryCoach(db, me, clientId, body.coach_id, planCoach),
      date: body.date,
      minutes: body.minutes,
      activity: body.activity,
      notes: body.notes ?? null,
      private_note: body.privateNote ?? null,
      session_id: body.session_id === undefined ? null : await loggedSession(clientId, body.session_id),
    };
    return reply.code(201).send(await entries.create(request, me, values));
  });

  route(app, actionJournalEndpoints.update, async (request) => {
    const me = await requireUser(request);
    const before = await entries.writable(me, request.params.id, "You cannot change this client's time diary.");
    const { coach_id, privateNote, ...body } = request.body;
    const actionplan_id = body.actionplan_id;
    const newCoach = coach_id !== undefined && coach_id !== before.coach_id;
    const newPlan = actionplan_id !== undefined && actionplan_id !== before.actionplan_id;
    // A co-coach may correct the entry, but only its coach or an administrator makes its minutes another coach's or plan's.
    if (newCoach || newPlan) {
      authorize(
        me,
        'coaching.move',
        before,
        'Only the coach who logged this time or an administrator can give it to another coach or plan.',
      );
    }
    if (newPlan && actionplan_id !== null) {
      const plan = await writablePlan(me, actionplan_id);
      if (plan.client_id !== before.client_id) {
        throw fieldError('actionplan_id', "An entry stays with its client: choose one of this client's plans.");
      }
    }
    const patch: Partial<EntryValues> = { ...body };
    if (privateNote !== undefined) patch.private_note = privateNote;
    if (newCoach) patch.coach_id = await entryCoach(db, me, before.client_id, coach_id, before.coach_id);
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'action_journal' }, async (trx) => {
      await updateEntry(trx, before.id, patch);
      return { id: before.id, before, after: (await findEntry(trx, before.id))! };
    });
    return after;
  });

  route(app, actionJournalEndpoints.remove, (request) =>
    entries.remove(request, request.params.id, "You cannot change this client's time diary."),
  );

  route(app, actionJournalEndpoints.restore, (request) => entries.restore(request, request.params.id));
}
